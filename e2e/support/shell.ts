import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';

/** The console route of the page: its path and query, decoded. */
export const routeOf = (page: Page): string => {
  const url = new URL(page.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
};

/** Waits until the page's route starts with `path` (query aside), failing with the route it is on. */
export async function expectRoute(page: Page, path: string, timeout = 10_000) {
  try {
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === path, { timeout });
  } catch {
    expect.fail(`expected route ${path}, the page is on ${routeOf(page)}`);
  }
}

/** A page of the shared browser with no session left over from an earlier step. */
export async function freshPage(browser: Browser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${inject('consoleUrl')}/login`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

/** The access token the page holds. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('dm.accessToken'));
