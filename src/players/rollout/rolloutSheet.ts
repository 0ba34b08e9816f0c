import type { TextRow } from '../../domain/sheetText';
import { versionInName } from '../../domain/rollout/plan';
import { rolloutTotals, TOTAL_PHASES } from '../../domain/rollout/progress';
import type { Rollout } from '../../domain/rollout/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const time = (at: number | undefined) =>
  at ? new Date(at).toISOString().replace('T', ' ').slice(0, 19) : '';

const shorthand = (translate: Translate) => (key: string, options?: Record<string, unknown>) =>
  translate(`dm.qbicRollout.${key}`, options);

/** The result sheet of a rollout: one row per player with its outcome, in the UI language. */
export function rolloutSheetRows(translate: Translate, rollout: Rollout): TextRow[] {
  const t = shorthand(translate);
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

/** The version the rollout brings: what the players answered for the file, else what its name says. */
const rolloutVersion = (rollout: Rollout): string =>
  rollout.players.find((player) => player.expectedVersion)?.expectedVersion ??
  versionInName(rollout.file.name) ??
  '';

/**
 * The result's first sheet: the file, the version it brings, who started the rollout, when, how it stands, and how
 * many players ended how (every player counts once).
 */
export function rolloutSummaryRows(translate: Translate, rollout: Rollout): TextRow[] {
  const t = shorthand(translate);
  const totals = rolloutTotals(rollout);
  return [
    [t('summary.file'), rollout.file.name],
    [t('summary.kind'), t(`kind.${rollout.kind}`)],
    [t('summary.version'), rolloutVersion(rollout)],
    [t('summary.startedBy'), rollout.startedBy?.name ?? ''],
    [t('columns.started'), time(rollout.createdAt)],
    [t('columns.ended'), time(rollout.endedAt)],
    [t('columns.state'), t(`status.${rollout.status}`, { wave: rollout.wave + 1 })],
    [],
    ...TOTAL_PHASES.map((phase) => [t(`phase.${phase}`), totals[phase]]),
  ];
}
