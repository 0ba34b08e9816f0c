import type { Page } from '@playwright/test';
import { browserFingerprint, createAuthProvider, STORAGE_KEYS } from '../../src/authProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createDcAuthApi } from '../../src/dataProvider/dcAuth';
import { createPlatformApi } from '../../src/dataProvider/platform';
import { MemoryStorage } from '../../src/test/memoryStorage';

export const DEMO_PASSWORD = 'demo';

/** An address of the console's origin that loads nothing: where the page takes its session before opening the console. */
const SESSION_DOOR = '/__journey-session';

/**
 * Puts the page on a blank address of the console's origin (nothing of the console loads): where a journey reads or
 * sets the origin's storage before the console opens.
 */
export async function openDoor(page: Page, consoleUrl: string) {
  const door = `${consoleUrl.replace(/\/+$/, '')}${SESSION_DOOR}`;
  await page.route(door, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>…</title>' }),
  );
  try {
    await page.goto(door);
  } finally {
    await page.unroute(door);
  }
}

/** Puts the page on a blank address of the console's origin with nobody signed in: the origin's storage cleared. */
export async function clearSession(page: Page, consoleUrl: string) {
  await openDoor(page, consoleUrl);
  await page.evaluate(() => localStorage.clear());
}

/** What the browser's fingerprint is made of (src/authProvider/fingerprint.ts): the page's navigator and its id. */
export interface BrowserIdentity {
  userAgent: string;
  language: string;
  fingerprintId?: string | null;
}

/**
 * Signs `username` in through the platform's API with the console's own auth provider and answers what it stores
 * (the token, the user details, the browser fingerprint id), as a browser keeps it in the console origin's
 * localStorage.
 */
async function signedInStorage(
  mockUrl: string,
  browser: BrowserIdentity,
  username: string,
  password = DEMO_PASSWORD,
) {
  const storage = new MemoryStorage();
  if (browser.fingerprintId) storage.setItem(STORAGE_KEYS.fingerprint, browser.fingerprintId);
  const fingerprint = await browserFingerprint({
    storage,
    userAgent: browser.userAgent,
    language: browser.language,
  });
  const http = createHttpClient({ getToken: () => storage.getItem(STORAGE_KEYS.accessToken) });
  const urls = { platform: () => mockUrl, dc: () => mockUrl };
  const platform = createPlatformApi(http, urls);
  const dc = createDcAuthApi(http, urls);
  await createAuthProvider({ platform, dc, storage, fingerprint: () => fingerprint }).login({
    username,
    password,
  });
  return storage.entries();
}

/**
 * The browser storage of `username` signed in on the console at `consoleUrl` (Playwright's storage state): what a
 * browser with this user agent and language holds after signing in there, made through the platform's API without
 * opening the sign-in page.
 */
export async function sessionState(
  { consoleUrl, mockUrl }: { consoleUrl: string; mockUrl: string },
  browser: BrowserIdentity,
  username: string,
) {
  const entries = await signedInStorage(mockUrl, browser, username);
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(consoleUrl).origin,
        localStorage: entries.map(([name, value]) => ({ name, value })),
      },
    ],
  };
}

/**
 * Signs `username` in, through the API, in a page that already runs (a second sign-in within a test, in this
 * browser's storage with its fingerprint). The page is then on a blank address of the console's origin.
 */
export async function storeSession(
  page: Page,
  { consoleUrl, mockUrl }: { consoleUrl: string; mockUrl: string },
  username: string,
  password = DEMO_PASSWORD,
) {
  await openDoor(page, consoleUrl);
  const browser = await page.evaluate(
    (key) => ({
      userAgent: navigator.userAgent,
      language: navigator.language,
      fingerprintId: localStorage.getItem(key),
    }),
    STORAGE_KEYS.fingerprint,
  );
  const entries = await signedInStorage(mockUrl, browser, username, password);
  await page.evaluate((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, entries);
}
