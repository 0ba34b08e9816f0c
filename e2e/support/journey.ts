import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { storeSession } from './session';

export const DEMO_PASSWORD = 'demo';

/**
 * The URL of a console address given as the spec writes it (001 §2: `/kiosk/devices`, `/login?tenant=globex`).
 * With `routeOfUrl` and `routeParamsOfUrl`, the one place that knows how an address becomes a URL
 * and back, so journeys never build or pick apart URLs by hand. The console routes by path.
 */
export const urlOf = (consoleUrl: string, path: string): string => `${consoleUrl.replace(/\/+$/, '')}${path}`;

/** The console address (path and query, decoded) a URL of the console shows. */
export const routeOfUrl = (url: URL): string => decodeURIComponent(`${url.pathname}${url.search}`);

/** The query parameters of the console address a URL of the console shows. */
export const routeParamsOfUrl = (url: URL): URLSearchParams => new URLSearchParams(url.search);

/** Opens a console address (see `urlOf`). */
export async function openPath(page: Page, consoleUrl: string, path: string) {
  await page.goto(urlOf(consoleUrl, path));
}

/** Opens the sign-in page and signs in the way a person does: type, then press the button. */
export async function signIn(page: Page, consoleUrl: string, username: string, password = DEMO_PASSWORD) {
  await openPath(page, consoleUrl, '/login');
  await submitSignIn(page, username, password);
}

/** Fills the sign-in form already on the page and presses the button. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD) {
  // By field name, so that the same step works in every language.
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/**
 * The journeys' signed-in page: a new tab of `browser`, signed in as `username` (admin unless told) through the
 * platform's API, its token and user details stored as the console stores them at sign-in (support/session), so
 * that only the journeys about signing in go through the sign-in page. It opens `path` when one is given, else
 * the console's root, and is returned once the console shows a page other than the sign-in page (for the root:
 * the account's landing address).
 */
export async function signedInPage(
  browser: Browser,
  consoleUrl: string,
  options: { username?: string; path?: string } = {},
): Promise<Page> {
  return signInTab(await browser.context.newPage(), consoleUrl, options);
}

/**
 * A new tab of `browser`, signed in as `username` (admin unless told) through the API as `signedInPage` is, that
 * has not opened the console yet: it stands on a blank address of the console's origin. For journeys whose every
 * test opens its own address first, so that no landing screen is loaded for nothing.
 */
export async function signedInBlankPage(
  browser: Browser,
  consoleUrl: string,
  { username = 'admin' }: { username?: string } = {},
): Promise<Page> {
  const page = await browser.context.newPage();
  await storeSession(page, consoleUrl, username, DEMO_PASSWORD);
  return page;
}

/** As `signedInPage`, in a tab already open (the session is the browser's: its other tabs share it). */
export async function signInTab(
  page: Page,
  consoleUrl: string,
  { username = 'admin', path }: { username?: string; path?: string } = {},
): Promise<Page> {
  await storeSession(page, consoleUrl, username, DEMO_PASSWORD);
  await openPath(page, consoleUrl, path ?? '/');
  await page.waitForURL((url) => !['/', '/login'].includes(routeOfUrl(url).split('?')[0]));
  return page;
}

/**
 * Whether the page holds the console (of `consoleUrl`), rather than a blank page, another site or a session door;
 * a console still starting counts (its router takes the address it finds).
 */
export async function consoleRunsIn(page: Page, consoleUrl: string): Promise<boolean> {
  return (
    page.url().startsWith(consoleUrl) && (await page.evaluate(() => document.getElementById('root') !== null))
  );
}

/**
 * Opens a console address the way a link in the console does: in the page already showing the console, without
 * loading it again (the router follows the history). A page where the console is not running (another site, a
 * blank page, the blank address of the origin where a session is stored) opens the address whole.
 */
export async function openInApp(page: Page, consoleUrl: string, path: string) {
  if (!(await consoleRunsIn(page, consoleUrl))) return openPath(page, consoleUrl, path);
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const route = routeOfUrl(new URL(urlOf(consoleUrl, path)));
  await page.waitForURL((url) => routeOfUrl(url) === route);
}

/** Fails with the page's visible text when the expected text never shows up. */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000) {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout });
  } catch {
    const body = await page.locator('body').innerText();
    expect.fail(`expected to see ${String(text)}; the page shows:\n${body.slice(0, 1500)}`);
  }
}
