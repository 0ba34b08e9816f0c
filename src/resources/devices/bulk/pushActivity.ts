import type { TargetInput } from '../../../domain/activity/activityEntry';
import { configurableType } from '../../../domain/configuration/configurationModel';
import type { BulkRef } from '../../../domain/deviceBulk';
import { refsOf, type FieldChange, type PreparedRow } from './prepareRows';
import type { PushOutcome } from './pushRows';

/** A list field: its value is the list of ids, every other field holds one id (or null). */
const LIST_FIELDS: ReadonlySet<string> = new Set(['selectedFloors']);

/**
 * One side of a row's changes as the configuration form's draft names its fields (`type`, `room`, …), with ids:
 * what a revert sets back. The refs' names go to `names`, to show the values by.
 */
function sideOf(
  row: PreparedRow,
  side: 'before' | 'after',
  names: Record<string, string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const { source } = row;
  for (const change of row.changes) {
    if (change.field === 'displayType') {
      values.type = side === 'before' ? (source.current?.type ?? null) : configurableType(source.type);
      continue;
    }
    const refs: BulkRef[] = refsAt(row, change, side);
    for (const ref of refs) if (ref.name) names[ref.id] = ref.name;
    const ids = refs.map((ref) => ref.id);
    values[change.field] = LIST_FIELDS.has(change.field) ? ids : (ids[0] ?? null);
  }
  return values;
}

/** The refs a change leaves or found: none for an empty side (a field the new display type does not have). */
const refsAt = (row: PreparedRow, change: FieldChange, side: 'before' | 'after'): BulkRef[] => {
  if (change[side] === null) return [];
  const config = side === 'before' ? row.source.current : row.source;
  return config ? refsOf(config, change.field) : [];
};

/**
 * The devices a Devices-tab push sent, as the activity log keeps them: id and name, saved or why not, and each
 * changed field as it was and as the sheet set it, by id with the names beside (a revert sets the ids back).
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
    const names: Record<string, string> = {};
    return [
      {
        id: row.source.id ?? `#${row.source.row}`,
        name: row.source.name,
        ok: outcome.state === 'success',
        error: outcome.state === 'failed' ? outcome.reason : null,
        before: sideOf(row, 'before', names),
        after: sideOf(row, 'after', names),
        names,
      },
    ];
  });
