import type { RecordResource } from '../../src/contract/records';

/** The store's collection of each records resource. */
export const RECORD_COLLECTIONS = {
  activity: 'recordActivity',
  rollouts: 'recordRollouts',
  players: 'recordPlayers',
  baselines: 'recordBaselines',
  sheets: 'recordSheets',
} as const satisfies Record<RecordResource, string>;
