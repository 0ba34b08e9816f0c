import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './browser';
import { signedInPage } from './journey';

export interface TabPerTestOptions {
  /** Who signs in (admin unless told). */
  username?: string;
  /** What the first signed-in page waits for before the tests start (the landing screen has loaded). */
  ready?(page: Page): Promise<unknown>;
  /** Language, theme and window size of the browser. */
  browser?: BrowserOptions;
  /** Called with each test's new tab before the test runs. */
  onTab?(page: Page): void;
}

export interface TabSession {
  /** The file's signed-in browser (open from the first test to the last). */
  readonly browser: Browser;
  /** The running test's tab. */
  readonly page: Page;
}

/**
 * One signed-in browser for the journey file, opened once, and a fresh tab of it for every test, closed after
 * the test: a failed step leaves nothing open for the next, and nobody signs in again per test.
 */
export function tabPerTest(consoleUrl: string, options: TabPerTestOptions = {}): TabSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await openBrowser(options.browser);
    const first = await signedInPage(browser, consoleUrl, { username: options.username });
    await options.ready?.(first);
    await first.close();
  });
  beforeEach(async () => {
    page = await browser!.context.newPage();
    options.onTab?.(page);
  });
  afterEach(async () => {
    await page?.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser opens in beforeAll');
      return browser;
    },
    get page() {
      if (!page) throw new Error('the tab opens in beforeEach');
      return page;
    },
  };
}
