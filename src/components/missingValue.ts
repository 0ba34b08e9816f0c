/** How every list and dialog shows a value that is not there: one em dash, in every language. */
export const MISSING = '—';

/** The value, or the missing-value dash when it is empty. */
export const orMissing = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? MISSING : String(value);

/** Text that is blank or only spaces (a sheet's username or device name) shows as the dash too (000 §5). */
export const dashed = (text: string): string => (text.trim() === '' ? MISSING : text);
