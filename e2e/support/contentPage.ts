import type { Page } from '@playwright/test';

/** The content pages as the journeys meet them: names no other test uses, and rows and cards by their name. */

/** A one-pixel PNG, a picture a contributor uploads. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A name no earlier run gave: the prefix and the time. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The row of a list (content rules, the library's list view) that names it. */
export const rowOf = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });

/** The library grid's card that names it. */
export const cardOf = (page: Page, name: string) =>
  page.locator('[data-testid^="content-card-"]', { hasText: name });
