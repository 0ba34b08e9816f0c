import type { TargetInput } from '../../../domain/activity/activityEntry';
import type { PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';

const valuesOf = (row: PreparedRow, side: 'before' | 'after') =>
  Object.fromEntries(row.changes.map((change) => [change.field, change[side]]));

/**
 * The devices a Devices-tab push sent, as the activity log keeps them: id and name, saved or why not, and each
 * changed field as it was and as the sheet set it.
 */
export const pushTargets = (
  rows: readonly PreparedRow[],
  outcomes: ReadonlyMap<number, PushOutcome>,
  sent: readonly number[],
): TargetInput[] =>
  sent.flatMap((index) => {
    const row = rows[index];
    const outcome = outcomes.get(index);
    if (!row || !outcome) return [];
    return [
      {
        id: row.source.id ?? `#${row.source.row}`,
        name: row.source.name,
        ok: outcome.state === 'success',
        error: outcome.state === 'failed' ? outcome.reason : null,
        before: valuesOf(row, 'before'),
        after: valuesOf(row, 'after'),
      },
    ];
  });
