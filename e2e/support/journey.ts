import type { Page } from '@playwright/test';
import type { Browser } from './browser';
import { SEE_MS } from './patience';
import { DEMO_PASSWORD, storeSession } from './session';

export { DEMO_PASSWORD };

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

/** Waits until the console shows a page other than the sign-in page (for the root: the account's landing address). */
export async function waitForLanding(page: Page) {
  await page.waitForURL((url) => !['/', '/login'].includes(routeOfUrl(url).split('?')[0]));
}

/**
 * For the benchmarks and screenshot scripts: a new tab of `browser`, signed in as `username` (admin unless told)
 * through the platform's API, that opens `path` (else the console's root) and is returned once the console shows
 * a page other than the sign-in page. The journeys get their signed-in page from Playwright Test (support/test.ts).
 */
export async function signedInPage(
  browser: Browser,
  stack: { consoleUrl: string; mockUrl: string },
  { username = 'admin', path }: { username?: string; path?: string } = {},
): Promise<Page> {
  const page = await browser.context.newPage();
  await storeSession(page, stack, username);
  await openPath(page, stack.consoleUrl, path ?? '/');
  await waitForLanding(page);
  return page;
}

/**
 * Opens a console address the way a link in the console does: in the page already showing the console, without
 * loading it again (the router follows the history). A page where the console is not running yet opens the address
 * whole.
 */
export async function openInApp(page: Page, path: string) {
  const running = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
  if (!running || page.url() === 'about:blank') return page.goto(path);
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const route = routeOfUrl(new URL(path, page.url()));
  await page.waitForURL((url) => routeOfUrl(url) === route);
}

/** Fails with the page's visible text when the expected text never shows up. */
export async function expectText(page: Page, text: string | RegExp, timeout = SEE_MS) {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout });
  } catch {
    const body = await page.locator('body').innerText();
    throw new Error(`expected to see ${String(text)}; the page shows:\n${body.slice(0, 1500)}`);
  }
}
