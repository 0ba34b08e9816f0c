import type { Page } from 'playwright-core';
import { browserFingerprint, createAuthProvider, STORAGE_KEYS } from '../../src/authProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createDcAuthApi } from '../../src/dataProvider/dcAuth';
import { createPlatformApi } from '../../src/dataProvider/platform';
import { MemoryStorage } from '../../src/test/memoryStorage';
import { mockUrlOf } from './stack';

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

/**
 * Signs `username` in through the platform's API with the console's own auth provider (the token and the user
 * details it stores, with this browser's fingerprint) and gives the page that storage, on the console's origin,
 * without opening the sign-in page. The page is then on a blank address of the console's origin.
 */
export async function storeSession(page: Page, consoleUrl: string, username: string, password: string) {
  await openDoor(page, consoleUrl);
  const browser = await page.evaluate(
    (key) => ({
      userAgent: navigator.userAgent,
      language: navigator.language,
      fingerprintId: localStorage.getItem(key),
    }),
    STORAGE_KEYS.fingerprint,
  );
  const storage = new MemoryStorage();
  if (browser.fingerprintId) storage.setItem(STORAGE_KEYS.fingerprint, browser.fingerprintId);
  const fingerprint = browserFingerprint({
    storage,
    userAgent: browser.userAgent,
    language: browser.language,
  });
  const mockUrl = mockUrlOf(consoleUrl);
  const http = createHttpClient({ getToken: () => storage.getItem(STORAGE_KEYS.accessToken) });
  const urls = { platform: () => mockUrl, dc: () => mockUrl };
  const platform = createPlatformApi(http, urls);
  const dc = createDcAuthApi(http, urls);
  await createAuthProvider({ platform, dc, storage, fingerprint: () => fingerprint }).login({
    username,
    password,
  });
  await page.evaluate((items) => {
    for (const [key, value] of items) localStorage.setItem(key, value);
  }, storage.entries());
}
