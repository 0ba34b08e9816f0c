import { failWith } from './fail';
import type { Page } from '@playwright/test';
import type { Browser } from './browser';
import { routeOfUrl, routeParamsOfUrl } from './journey';
import { SEE_MS } from './patience';
import { clearSession } from './session';

/** The console route of the page (path and query, decoded). */
export const routeOf = (page: Page): string => routeOfUrl(new URL(page.url()));

/** Waits until the page's route is `path` (query aside), failing with the route it is on. */
export async function expectRoute(page: Page, path: string, timeout = SEE_MS) {
  try {
    await page.waitForURL((url) => routeOfUrl(url).split('?')[0] === path, { timeout });
  } catch {
    failWith(`expected route ${path}, the page is on ${routeOf(page)}`);
  }
}

/** The query parameters of the page's route. */
export const routeParams = (page: Page): URLSearchParams => routeParamsOfUrl(new URL(page.url()));

/**
 * A page of the shared browser with no session left over from an earlier step, on a blank address of the console's
 * origin: the step opens the console where it starts (the storage is cleared without loading the console for it).
 */
export async function freshPage(browser: Browser, consoleUrl: string): Promise<Page> {
  const page = await browser.context.newPage();
  await clearSession(page, consoleUrl);
  return page;
}

/** The access token the page holds. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('dm.accessToken'));
