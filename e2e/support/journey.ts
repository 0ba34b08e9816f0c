import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'demo';

/** Opens the sign-in page and signs in the way a person does: type, then press the button. */
export async function signIn(page: Page, consoleUrl: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${consoleUrl}/#/login`);
  await page.getByLabel(/user name/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
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
