const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Building an Intl formatter costs far more than using one; a list shows hundreds of times.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const cached = <T>(cache: Map<string, T>, locale: string, make: () => T): T => {
  let format = cache.get(locale);
  if (!format) {
    format = make();
    cache.set(locale, format);
  }
  return format;
};

/** "3 minutes ago" in the user's language, using the largest unit that fits. */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = cached(
    relativeFormats,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The exact date and time in the user's language (the hover text of a relative time). */
export function exactTime(date: Date, locale: string): string {
  return cached(
    dateTimeFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
  ).format(date);
}
