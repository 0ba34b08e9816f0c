import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Where the central login will send the person back: the console route, and why they were signed out. */
export interface WayBack {
  returnUrl: string | null;
  reason: string | null;
}

/**
 * Waits until the page is the central login (the mock's hosted page at `{platformUrl}/login`, 001 §2 and §4) and
 * reads the console address it leads back to.
 */
export async function expectCentralLogin(
  page: Page,
  platformUrl: string,
  timeout = 10_000,
): Promise<WayBack> {
  const central = `${platformUrl.replace(/\/+$/, '')}/login`;
  try {
    await page.waitForURL((url) => `${url.origin}${url.pathname}` === central, { timeout });
  } catch {
    expect.fail(`expected the central login ${central}, the page is on ${page.url()}`);
  }
  await page.locator('form button[type="submit"]').waitFor();
  const back = new URL(new URL(page.url()).searchParams.get('returnUrl') ?? '', 'http://invalid');
  return { returnUrl: back.searchParams.get('returnUrl'), reason: back.searchParams.get('reason') };
}
