import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo';

/**
 * Opens a console address given as the spec writes it (001 §2: `/kiosk/devices`, `/login?tenant=globex`). The one
 * place that knows how an address becomes a URL, so journeys never build URLs by hand.
 */
export async function openPath(page: Page, consoleUrl: string, path: string) {
  await page.goto(`${consoleUrl}${path}`);
}

/** Opens the sign-in page and signs in the way a person does: type, then press the button. */
export async function signIn(page: Page, consoleUrl: string, username: string, password = DEMO_PASSWORD) {
  await openPath(page, consoleUrl, '/login');
  // By field name, so that the same step works in every language.
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
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
