import type { ActivityEntry, ActivityTarget } from '../../contract/activity';

/** react-admin's translate: a key, its values, and `_` for the text to show when the key is unknown. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An action by its words in the UI language (an action this console does not know shows its id). */
export const actionText = (translate: Translate, entry: Pick<ActivityEntry, 'action'>): string =>
  translate(`dm.activity.actions.${entry.action}`, { _: entry.action });

/**
 * Why a target failed, in the UI language: the console's words for a key it knows (with its values), the
 * backend's or the player's own words otherwise; the player's detail follows when the words leave it out.
 */
export function reasonText(translate: Translate, target: ActivityTarget): string {
  if (target.outcome === 'succeeded') return '';
  const error = target.error ?? '';
  if (!error) return translate('dm.activity.failedUnknown');
  const args = target.errorArgs ?? {};
  const text = translate(error, { _: error, ...args });
  const detail =
    typeof args.detail === 'string' || typeof args.detail === 'number' ? String(args.detail) : '';
  return detail && !text.includes(detail) ? `${text} (${detail})` : text;
}

/** A kept value as text: a list as its items, nothing as "(empty)". */
export function valueText(translate: Translate, value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('dm.activity.details.empty');
  if (Array.isArray(value))
    return value.length === 0 ? translate('dm.activity.details.empty') : value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A kept value with the ids it holds shown by the names the entry keeps beside them. */
export function namedValue(value: unknown, names: Record<string, string> = {}): unknown {
  const named = (item: unknown) =>
    typeof item === 'string' && Object.hasOwn(names, item) ? names[item] : item;
  return Array.isArray(value) ? value.map(named) : named(value);
}

/** The words of a device configuration's field (as the form's draft names it); any other field as it is kept. */
export const fieldText = (translate: Translate, field: string): string =>
  translate(`dm.devicesTab.fields.${field === 'type' ? 'displayType' : field}`, { _: field });

/** Each changed field of a target, "field: before → after", in the order the entry keeps them. */
export function changeLines(translate: Translate, target: ActivityTarget): string[] {
  const fields = [...new Set([...Object.keys(target.before ?? {}), ...Object.keys(target.after ?? {})])];
  return fields.map((field) =>
    translate('dm.activity.details.change', {
      field: fieldText(translate, field),
      before: valueText(translate, namedValue(target.before?.[field], target.names)),
      after: valueText(translate, namedValue(target.after?.[field], target.names)),
    }),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time of the log in this computer's time zone, "2025-06-01 14:05:09": sortable in a sheet, any language. */
export function timeText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${day} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first (or last) moment of a day picked in the filter, in this computer's time zone, as the API compares it. */
export function dayBound(value: unknown, end: boolean): string | undefined {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  const at = end
    ? new Date(year, month - 1, day, 23, 59, 59, 999)
    : new Date(year, month - 1, day, 0, 0, 0, 0);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The day a bound names, as the date field shows it ("2025-06-01"). */
export function dayOf(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const at = new Date(iso);
  return Number.isNaN(at.getTime())
    ? ''
    : `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
