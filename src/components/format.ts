/**
 * How the console writes dates and numbers: always in the UI language (not the browser's), through cached Intl
 * formatters. Every screen formats through here or through relativeTime.
 */
import { MISSING } from './missingValue';
import { exactTime } from './relativeTime';

export { exactTime, relativeTime } from './relativeTime';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date and time in the UI language ("24.11.2026, 00:51:29" in German); the missing-value dash when invalid. */
export const formatDateTime = (value: string | number | Date | null | undefined, locale: string): string => {
  if (value === null || value === undefined || value === '') return MISSING;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING : exactTime(date, locale);
};

/** A number in the UI language ("12.345" in German, "12,345" in English). */
export const formatNumber = (value: number, locale: string): string => {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
};
