import type { TextRow } from '../../domain/sheetText';
import type { Rollout } from '../../domain/rollout/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const time = (at: number | undefined) =>
  at ? new Date(at).toISOString().replace('T', ' ').slice(0, 19) : '';

/** The result sheet of a rollout: one row per player with its outcome, in the UI language. */
export function rolloutSheetRows(translate: Translate, rollout: Rollout): TextRow[] {
  const t = (key: string) => translate(`dm.qbicRollout.${key}`);
  const header = ['name', 'ip', 'serial', 'wave', 'state', 'reason', 'before', 'after', 'started', 'ended'];
  return [
    header.map((column) => t(`columns.${column}`)),
    ...rollout.players.map((player) => [
      player.name,
      player.ip,
      player.serial,
      player.wave === null ? '' : player.wave + 1,
      t(`phase.${player.phase}`),
      [player.reason ? t(`reason.${player.reason}`) : '', player.detail ?? ''].filter(Boolean).join(': '),
      player.versionBefore ?? '',
      player.versionAfter ?? '',
      time(player.startedAt),
      time(player.endedAt),
    ]),
  ];
}
