import { changesPlayer } from './playerPlan';
import type { PreparedPlayerRow } from './playerRows';

/** Each kind of change a push makes, with its message key under `dm.bulk.player.summary`. */
export const SUMMARY_KINDS = ['name', 'loginSet', 'loginRemove', 'derive', 'reset'] as const;
type SummaryKind = (typeof SUMMARY_KINDS)[number];

/** How many players each kind of change touches, and how many rows leave their player as it is. */
export interface PushSummary {
  counts: Record<SummaryKind, number>;
  unchanged: number;
}

/**
 * What a push of these rows will do, from their plans: only rows without a problem count (the others are not
 * pushed). A row that changes its name and its login counts once under each.
 */
export function pushSummary(rows: readonly PreparedPlayerRow[]): PushSummary {
  const counts: Record<SummaryKind, number> = { name: 0, loginSet: 0, loginRemove: 0, derive: 0, reset: 0 };
  let unchanged = 0;
  for (const { problem, plan } of rows) {
    if (problem !== null) continue;
    if (!changesPlayer(plan)) unchanged += 1;
    if (plan.name) counts.name += 1;
    if (plan.login === 'set') counts.loginSet += 1;
    if (plan.login === 'remove') counts.loginRemove += 1;
    if (plan.devicePassword === 'derive') counts.derive += 1;
    if (plan.devicePassword === 'reset') counts.reset += 1;
  }
  return { counts, unchanged };
}

/** The rows whose push removes their player's login, to be confirmed before the push. */
export const loginRemovals = (rows: readonly PreparedPlayerRow[]): PreparedPlayerRow[] =>
  rows.filter((row) => row.problem === null && row.plan.login === 'remove');
