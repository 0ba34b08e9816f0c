import { expect, type Locator, type Page } from '@playwright/test';
import { bottomOf, boxOf } from './boxes';
import { adminToken, coverAddresses } from './qbic';
import type { JourneyStack } from './test';

/* Steps and measurements the list layout journeys share: the players' table, and where a box stands in the window. */

/** Ranges over every player of the file's stack, made once for its tests. */
export const coverPlayers = (stack: JourneyStack) =>
  stack.once('ranges', async () =>
    coverAddresses(stack.mockUrl, await adminToken(stack.mockUrl), stack.playerIps, 'Layout journey'),
  );

/** The players' table (found by its rows). */
export const playersTable = (page: Page) =>
  page.locator('table').filter({ has: page.locator('[data-testid^="player-"]') });

/** Expects the whole box inside the window, below the application header. */
export async function expectInView(page: Page, locator: Locator, what: string) {
  const box = await boxOf(locator);
  const header = await boxOf(page.locator('header').first());
  const height = page.viewportSize()?.height ?? 0;
  expect(box.y, `${what} starts under the header`).toBeGreaterThanOrEqual(bottomOf(header) - 1);
  expect(bottomOf(box), `${what} ends inside the window`).toBeLessThanOrEqual(height + 1);
}

/** Expects `upper` to end above the top of `lower` (nothing of it hidden behind `lower`). */
export async function expectAbove(upper: Locator, lower: Locator, what: string) {
  expect(bottomOf(await boxOf(upper)), what).toBeLessThanOrEqual((await boxOf(lower)).y + 1);
}

/** Scrolls as far down as a person can: the list's own box, then the page. */
export async function scrollToEnd(page: Page, table: Locator) {
  await table.evaluate((element) => {
    const box = element.closest('.MuiTableContainer-root');
    if (box) box.scrollTop = box.scrollHeight;
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
