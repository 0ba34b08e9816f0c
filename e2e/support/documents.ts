import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openBrowser, type Browser, type BrowserOptions } from './browser';
import { consoleRunsIn, DEMO_PASSWORD, openInApp, signInTab } from './journey';
import { clearSession, storeSession } from './session';

export interface DocumentPerTestOptions {
  /** Who signs in (admin unless told). */
  username?: string;
  /** What the first signed-in page waits for before the tests start (the landing screen has loaded). */
  ready?(page: Page): Promise<unknown>;
  /** Language, theme and window size of the browser. */
  browser?: BrowserOptions;
  /** Called with the tab before each test runs. */
  onTab?(page: Page): void;
  /**
   * Nobody signed in: each test starts on a blank document of the console's origin with its storage cleared (for
   * the journeys about signing in), instead of a signed-in browser.
   */
  signedOut?: boolean;
}

/** How each test of a file starts: see `documentPerTest` and `consolePerFile`. */
interface StartOptions extends DocumentPerTestOptions {
  sameDocument?: boolean;
}

export interface DocumentSession {
  /** The file's signed-in browser (open from the first test to the last). */
  readonly browser: Browser;
  /** The tab the running test uses. */
  readonly page: Page;
  /** Starts the tab afresh within a test, as before each test (a second person at the same computer). */
  fresh(): Promise<Page>;
}

/**
 * Leaves whatever the tab shows for a blank document, as a person who closes the page and opens a new one: the
 * console's document, its dialogs and its in-memory state are gone, and what it kept for this tab alone
 * (sessionStorage) is cleared. A page that asks before it is left (unsaved changes) is left all the same.
 */
async function freshDocument(page: Page) {
  await page.evaluate(() => {
    try {
      sessionStorage.clear();
    } catch {
      // A blank or foreign document has no storage of the console's to clear.
    }
  });
  const leave = (dialog: Dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  try {
    await page.goto('about:blank');
  } finally {
    page.off('dialog', leave);
  }
}

/** What /pagenotfound shows, in every language. */
const NEUTRAL_SIGN = '[data-testid="not-found"]';

/**
 * Moves the running console through its router to /pagenotfound and waits until it shows: every area is unmounted
 * with its kept tabs, dialogs, selections and bars, while the document, the header and the session stay.
 */
async function leaveForNeutral(page: Page, consoleUrl: string) {
  await openInApp(page, consoleUrl, '/pagenotfound');
  await page.locator(NEUTRAL_SIGN).waitFor();
}

/**
 * One signed-in browser for the journey file, opened once, and one tab of it that each test starts on a fresh
 * blank document: a failed step leaves nothing open for the next, and nobody signs in again per test. The tab is
 * kept rather than opened anew per test because a document's first load in a new tab costs Chromium about twice
 * the CPU of a load in a tab it has already drawn in (docs/decisions.md, "What the suite's time is made of").
 */
export function documentPerTest(consoleUrl: string, options: DocumentPerTestOptions = {}): DocumentSession {
  return tabPerFile(consoleUrl, options);
}

/**
 * As `documentPerTest`, signed in, but the tests share one console: each test after the first starts in the
 * console the previous one left, moved through its router to /pagenotfound (`leaveForNeutral`), instead of on a
 * fresh document, which spares a console load a test (docs/decisions.md, "Fourth pass"). For journeys whose tests
 * open their screen through the router (`openInApp`), wait for what only that screen shows, and read nothing the
 * previous test could leave behind: the console's data cache, its notifications and the origin's storage carry
 * over, as they do for a person who goes on working in the same tab. A test must not leave the workplace editor
 * with unsaved changes: its leave question would hold the console where it is.
 */
export function consolePerFile(
  consoleUrl: string,
  options: Omit<DocumentPerTestOptions, 'signedOut' | 'ready'> = {},
): DocumentSession {
  return tabPerFile(consoleUrl, { ...options, sameDocument: true });
}

function tabPerFile(consoleUrl: string, options: StartOptions): DocumentSession {
  let browser: Browser | undefined;
  let page: Page | undefined;
  let windowSize: { width: number; height: number } | null = null;
  beforeAll(async () => {
    browser = await openBrowser(options.browser);
    page = await browser.context.newPage();
    windowSize = page.viewportSize();
    if (options.signedOut) return;
    // Signed in through the API on a blank address: the console loads only when a test (or `ready`) opens it.
    if (!options.ready) await storeSession(page, consoleUrl, options.username ?? 'admin', DEMO_PASSWORD);
    else await options.ready(await signInTab(page, consoleUrl, { username: options.username }));
  });
  /** The tab at the start of a test: on a fresh document, or in the shared console moved to /pagenotfound. */
  async function start(sameDocument: boolean): Promise<Page> {
    // A test that closed the tab gets a new one.
    if (!page || page.isClosed()) page = await browser!.context.newPage();
    if (sameDocument && (await consoleRunsIn(page, consoleUrl))) await leaveForNeutral(page, consoleUrl);
    else await freshDocument(page);
    // A test that resized the window leaves it at the browser's size for the next.
    if (windowSize) await page.setViewportSize(windowSize);
    if (options.signedOut) await clearSession(page, consoleUrl);
    return page;
  }
  /** Within a test, always a fresh document (a second person at the same computer). */
  const fresh = () => start(false);
  beforeEach(async () => {
    await start(options.sameDocument === true);
    // A second tab a test left open is closed.
    for (const other of browser!.context.pages()) if (other !== page) await other.close();
    options.onTab?.(page!);
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
      if (!page) throw new Error('the tab opens in beforeAll');
      return page;
    },
    fresh,
  };
}
