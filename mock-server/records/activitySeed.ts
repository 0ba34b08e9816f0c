import { ACTIVITY_ACTIONS } from '../../src/contract/activity';
import type { RecordPerson } from '../../src/contract/records';
import { activityEntries } from '../../src/domain/activity/activityEntry';
import { DEMO_ACCOUNTS } from '../db/seedUsers';
import type { StoredRecord } from './collections';

export interface ActivitySeedOptions {
  tenant: string;
  count: number;
  /** When the newest entry was made (epoch ms); the others one minute apart before it. */
  newestAt: number;
  /** Who made them, in turn (default: the tenant's demo accounts). */
  people?: readonly RecordPerson[];
}

const MINUTE_MS = 60_000;

/** The id of the seeded entry at this place: a UUID's shape, the place in its last group. */
export const seededActivityId = (tenant: string, index: number): string =>
  `00000000-0000-4000-8${tenant === 'acme' ? '000' : '001'}-${index.toString(16).padStart(12, '0')}`;

/**
 * A tenant's activity log of `count` entries, oldest first (the order the API keeps), one minute apart: each
 * action in turn, by each person in turn, on one to three players or devices ("Lobby 7", "Room 12"), every
 * thirteenth with a failed target. Deterministic: the benchmarks and the tests at 100,000 entries read it.
 */
export function seedActivity({ tenant, count, newestAt, people }: ActivitySeedOptions): StoredRecord[] {
  const who =
    people ??
    DEMO_ACCOUNTS.filter((account) => account.tenantId === tenant).map((account) => ({
      id: `u-${account.username}`,
      name: account.name,
    }));
  const records: StoredRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const action = ACTIVITY_ACTIONS[index % ACTIVITY_ACTIONS.length];
    const targets = Array.from({ length: 1 + (index % 3) }, (_, n) => {
      const number = (index * 7 + n * 131) % 997;
      return {
        id: `${action.startsWith('player') ? 'SN' : 'dev-'}${String(number).padStart(5, '0')}`,
        name: `${n % 2 === 0 ? 'Lobby' : 'Room'} ${number}`,
        ok: !(index % 13 === 0 && n === 0),
        error: 'dm.errors.code.UNREACHABLE_DEVICE',
      };
    });
    const [fields] = activityEntries({ action, targets });
    const at = new Date(newestAt - (count - 1 - index) * MINUTE_MS).toISOString();
    const person = who[index % who.length];
    records.push({
      ...fields,
      id: seededActivityId(tenant, index),
      tenant,
      version: 1,
      createdAt: at,
      createdBy: person,
      updatedAt: at,
      updatedBy: person,
    });
  }
  return records;
}
