import type { RecordResource } from '../../src/contract/records';
import { BASELINE_NAME_MAX, baselineNameProblem, PASSWORD_SET } from '../../src/domain/drift/baseline';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A saved baseline never holds a password (its `values.login_password` says only whether the login has one) and
 * is named by something a person can see.
 */
function baselineProblem(fields: Record<string, unknown>, creating: boolean): string | null {
  if (creating || 'name' in fields) {
    const { name } = fields;
    if (typeof name !== 'string' || baselineNameProblem(name, []))
      return `A name of 1 to ${BASELINE_NAME_MAX} characters, not all of them invisible, is required`;
  }
  const password = isObject(fields.values) ? fields.values.login_password : undefined;
  if (password !== undefined && password !== '' && password !== PASSWORD_SET)
    return `values.login_password tells only whether the login has a password ("${PASSWORD_SET}" or ""); a password is never kept`;
  return null;
}

/** What a resource asks of a record beyond the contract's general checks, or null when it holds. */
export function resourceProblem(
  resource: RecordResource,
  fields: Record<string, unknown>,
  creating: boolean,
): string | null {
  return resource === 'baselines' ? baselineProblem(fields, creating) : null;
}
