import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './browser';

/**
 * A browser for the tests of the describe block (or file) that calls it: opened before the first test, closed after
 * the last. Answers a reader of that browser, for the tests to call once it is open.
 */
export function fileBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await openBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser opens before the first test');
    return browser;
  };
}
