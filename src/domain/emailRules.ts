/**
 * Email entry rules of the kiosk settings (001 §5), shared by the console and the mock backend.
 * Pure functions only: no React, no browser APIs.
 */

/** A standard email pattern: one @, a local part and a dotted domain, no spaces. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** The longest address RFC 5321 allows. */
const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);

/** The entries of a comma list, trimmed, without empty ones. */
export const splitEmails = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const hasEmail = (list: readonly string[], email: string): boolean =>
  list.some((existing) => existing.toLowerCase() === email.toLowerCase());

export interface EmailEntry {
  /** The list with the valid new entries appended (none twice, case-insensitive). */
  emails: string[];
  /** What stays in the field: the invalid entries, comma-joined. */
  remaining: string;
  /** True when some entry was not a valid address. */
  invalid: boolean;
}

/** Adds the typed entries to the list: valid ones are added unless present, invalid ones stay in the field. */
export function addEmails(list: readonly string[], typed: string): EmailEntry {
  const emails = [...list];
  const rejected: string[] = [];
  for (const entry of splitEmails(typed)) {
    if (!isValidEmail(entry)) rejected.push(entry);
    else if (!hasEmail(emails, entry)) emails.push(entry);
  }
  return { emails, remaining: rejected.join(', '), invalid: rejected.length > 0 };
}
