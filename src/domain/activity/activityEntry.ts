import type {
  ActivityAction,
  ActivityFields,
  ActivityOutcome,
  ActivityTarget,
} from '../../contract/activity';
import { RECORD_LIMITS } from '../../contract/records';
import { changedValues, isSecretField, VALUE_TEXT_MAX } from './activityValues';

/** One target of an action as the place that performed it knows it. */
export interface TargetInput {
  id: string | number;
  name?: string | null;
  ok: boolean;
  /** Why it failed: a translation key or the text the backend or the player gave. */
  error?: string | null;
  errorArgs?: Record<string, string | number>;
  /** For a settings change: the settings as they were and as the action left them (secrets are left out here). */
  before?: unknown;
  after?: unknown;
  /** The names of ids among the values, to show them by. */
  names?: Record<string, string>;
}

/** An action once it has its outcome: what, on which targets, and a few facts of its own. */
export interface ActivityInput {
  action: ActivityAction;
  targets: readonly TargetInput[];
  detail?: Record<string, string | number | null | undefined>;
}

export interface EntryOptions {
  /** Largest entry, in bytes of JSON (the records API keeps up to 64 KiB; the rest is headroom). */
  maxBytes?: number;
  /** The id that ties the parts of one action together. */
  groupId?: () => string;
}

/** Bytes of JSON a body holds below the API's limit, for what the server adds and the part's own fields. */
const DEFAULT_MAX_BYTES = RECORD_LIMITS.activity.maxBodyBytes - 4 * 1024;

const encoder = new TextEncoder();
const bytesOf = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;

const short = (text: string): string =>
  text.length > VALUE_TEXT_MAX ? `${text.slice(0, VALUE_TEXT_MAX - 1)}…` : text;

/** A random id that needs no secure context (crypto.randomUUID does). */
function randomGroupId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const argsOf = (args: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(args).map(([key, value]) => [key, typeof value === 'string' ? short(value) : value]),
  );

function targetOf(input: TargetInput): ActivityTarget {
  const id = String(input.id);
  const name = short((input.name ?? '').trim() || id);
  const values =
    input.before === undefined && input.after === undefined ? {} : changedValues(input.before, input.after);
  return {
    id,
    name,
    outcome: input.ok ? 'succeeded' : 'failed',
    ...(!input.ok && input.error ? { error: short(input.error) } : {}),
    ...(!input.ok && input.error && input.errorArgs ? { errorArgs: argsOf(input.errorArgs) } : {}),
    ...values,
    ...namesOf(input.names, values),
  };
}

/** The names of the ids the kept values hold (a list's items too), none for an id they do not hold. */
function namesOf(
  names: TargetInput['names'],
  values: Pick<ActivityTarget, 'before' | 'after'>,
): Pick<ActivityTarget, 'names'> {
  if (!names) return {};
  const held = new Set<unknown>(
    [values.before, values.after].flatMap((side) => Object.values(side ?? {}).flat()),
  );
  const kept = Object.entries(names).flatMap(([id, name]) =>
    held.has(id) && name ? [[id, short(name)]] : [],
  );
  return kept.length > 0 ? { names: Object.fromEntries(kept) } : {};
}

const outcomeOf = (succeeded: number, failed: number): ActivityOutcome =>
  failed === 0 ? 'succeeded' : succeeded === 0 ? 'failed' : 'partial';

const detailOf = (detail: ActivityInput['detail']): Record<string, string | number> | undefined => {
  if (!detail) return undefined;
  const kept = Object.entries(detail).flatMap(([key, value]): [string, string | number][] =>
    value === null || value === undefined || isSecretField(key)
      ? []
      : [[key, typeof value === 'string' ? short(value) : value]],
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

/** Targets in order, as parts that each fit `maxBytes` beside `fixed` bytes; a target alone too big loses its values. */
function partsOf(targets: ActivityTarget[], fixed: number, maxBytes: number): ActivityTarget[][] {
  const parts: ActivityTarget[][] = [];
  let current: ActivityTarget[] = [];
  let size = fixed;
  for (const full of targets) {
    const { before: _before, after: _after, names: _names, ...bare } = full;
    let target = full;
    // Each target adds itself and its line of targetText.
    let cost = bytesOf(target) + bytesOf(`${target.id} ${target.name}`) + 2;
    if (fixed + cost > maxBytes) {
      target = bare;
      cost = bytesOf(target) + bytesOf(`${target.id} ${target.name}`) + 2;
    }
    if (current.length > 0 && size + cost > maxBytes) {
      parts.push(current);
      current = [];
      size = fixed;
    }
    current.push(target);
    size += cost;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

/**
 * The bodies to POST to `activity` for one action, once it has its outcome: one entry, or several parts when its
 * targets do not fit one. Who and when are the server's (from the token); they are never in a body. Secrets are
 * left out of the values by their field's name; texts are cut at VALUE_TEXT_MAX characters. No targets, no entry.
 */
export function activityEntries(input: ActivityInput, options: EntryOptions = {}): ActivityFields[] {
  if (input.targets.length === 0) return [];
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const targets = input.targets.map(targetOf);
  const succeeded = targets.filter((target) => target.outcome === 'succeeded').length;
  const failed = targets.length - succeeded;
  const detail = detailOf(input.detail);
  const common = {
    action: input.action,
    outcome: outcomeOf(succeeded, failed),
    counts: { succeeded, failed },
    ...(detail ? { detail } : {}),
  };
  const fixed = bytesOf({
    ...common,
    targets: [],
    targetText: [],
    part: { group: 'x'.repeat(36), index: 99_999, of: 99_999 },
  });
  const parts = partsOf(targets, fixed, maxBytes);
  const group = parts.length > 1 ? (options.groupId ?? randomGroupId)() : '';
  return parts.map((part, index) => ({
    ...common,
    targets: part,
    targetText: part.map((target) => `${target.id} ${target.name}`),
    ...(parts.length > 1 ? { part: { group, index: index + 1, of: parts.length } } : {}),
  }));
}
