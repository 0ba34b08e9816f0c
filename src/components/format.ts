/**
 * How the console writes dates and numbers: always in the UI language (not the browser's), through cached Intl
 * formatters. Every screen formats through here or through relativeTime.
 */
import { MISSING } from './missingValue';
import { exactTime } from './relativeTime';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date and time in the UI language ("24.11.2026, 00:51:29" in German); the missing-value dash when invalid. */
export const formatDateTime = (value: string | number | Date | null | undefined, locale: string): string => {
  if (value === null || value === undefined || value === '') return MISSING;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING : exactTime(date, locale);
};

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A time of day in the UI language, hours and minutes ("07:00", English "7:00 AM"). */
export const formatTime = (value: Date, locale: string): string => {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(locale, format);
  }
  return format.format(value);
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

const kilobyteFormats = new Map<string, Intl.NumberFormat>();

/** A file size in kilobytes (1,000 bytes) with the unit the language writes ("100 kB", French "100 ko"). */
export const formatKilobytes = (bytes: number, locale: string): string => {
  let format = kilobyteFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    kilobyteFormats.set(locale, format);
  }
  return format.format(bytes / 1000);
};

const byteFormats = new Map<string, Intl.NumberFormat>();

/**
 * A file's size as the language writes it: in bytes below 1 kB, the unit spelt out ("600 bytes", French
 * "600 octets"), so a small file never reads "0 kB"; from 1 kB on in kilobytes ("5 kB").
 */
export const formatFileSize = (bytes: number, locale: string): string => {
  if (bytes >= 1000) return formatKilobytes(bytes, locale);
  let format = byteFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
    byteFormats.set(locale, format);
  }
  return format.format(bytes);
};

/** The arguments of a counted message: smart_count picks the plural form, %{number} writes it in the language. */
export const countArgs = (count: number, locale: string): { smart_count: number; number: string } => ({
  smart_count: count,
  number: formatNumber(count, locale),
});
