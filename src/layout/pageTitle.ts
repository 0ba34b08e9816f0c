/** The browser tab's title: tab, area, product ("QBIC devices – Kiosk – Device Manager"), empty parts left out. */
export const pageTitle = (...parts: readonly (string | null | undefined)[]): string =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' – ');
