/**
 * Optimistic concurrency, console side: a save names the version it started from; when someone saved a newer
 * version meanwhile the server refuses (60011 theme, 70010 profile) and the console compares three versions —
 * the one the form loaded, the person's own edits, and the newer one — to show what differs.
 */
import { ERROR_CODES, errorCodeOf } from '../../dataProvider/errorCodes';
import { valueOf, type Values } from '../../domain/looks/fieldRules';
import type { LookResource } from '../../domain/looks/lookTypes';

const CONFLICT_CODES: Readonly<Record<LookResource, number>> = {
  themes: ERROR_CODES.THEME_CONFLICT,
  profiles: ERROR_CODES.PROFILE_CONFLICT,
};

/** True when the error is the resource's "someone saved a newer version" refusal. */
export const isConflict = (error: unknown, resource: LookResource): boolean =>
  String(errorCodeOf(error)) === String(CONFLICT_CODES[resource]);

/** Who changed a field since the loaded version. */
export type ChangedBy = 'you' | 'them' | 'both';

export interface ConflictRow {
  field: string;
  mine: unknown;
  newer: unknown;
  changedBy: ChangedBy;
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === ''));

/**
 * The fields where the person's form and the newer version differ, each with who moved away from the loaded
 * version. A field both changed to the same value is no conflict and is left out.
 */
export function compareVersions(
  loaded: Values,
  mine: Values,
  newer: Values,
  fields: readonly string[],
): ConflictRow[] {
  return fields
    .filter((field) => !same(valueOf(mine, field), valueOf(newer, field)))
    .map((field) => {
      const yours = !same(valueOf(loaded, field), valueOf(mine, field));
      const theirs = !same(valueOf(loaded, field), valueOf(newer, field));
      const changedBy: ChangedBy = yours && theirs ? 'both' : yours ? 'you' : 'them';
      return { field, mine: valueOf(mine, field), newer: valueOf(newer, field), changedBy };
    });
}

/**
 * Keeping one's own changes after a conflict: the fields only the other person changed take the newer value,
 * every field the person changed keeps theirs. The result is what the form should set before saving again.
 */
export const takeTheirOtherChanges = (rows: readonly ConflictRow[]): Record<string, unknown> =>
  Object.fromEntries(rows.filter((row) => row.changedBy === 'them').map((row) => [row.field, row.newer]));
