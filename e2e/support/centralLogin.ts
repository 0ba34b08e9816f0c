import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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
  // Polled rather than awaited as one navigation: the console may start leaving more than once on its way out (a
  // refused call and the rights check both sign out), and an interrupted first navigation is no failure as long
  // as the page ends on the central login.
  const at = () => {
    const url = new URL(page.url());
    return `${url.origin}${url.pathname}`;
  };
  await expect
    .poll(at, { timeout, message: `expected the central login ${central}, the page is on ${page.url()}` })
    .toBe(central);
  await page.locator('form button[type="submit"]').waitFor();
  const back = new URL(new URL(page.url()).searchParams.get('returnUrl') ?? '', 'http://invalid');
  return { returnUrl: back.searchParams.get('returnUrl'), reason: back.searchParams.get('reason') };
}
