import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { documentPerTest } from './support/documents';
import { fileStack } from './support/fileStack';
import { DEMO_PASSWORD, expectText, openPath } from './support/journey';
import { expectRoute, tokenOf } from './support/shell';

const stack = await fileStack();

const { consoleUrl, mockUrl } = stack;
// The failed attempts count per user name within this file's own mock.
const USERNAME = 'contributor';

/** Types the name and password and presses Sign in, then waits for the platform's answer to arrive. */
async function tryPassword(page: Page, password: string) {
  await page.locator('input[name="username"]').fill(USERNAME);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url() === `${mockUrl}/rest/v2/auth/login`),
    page.locator('form button[type="submit"]').click(),
  ]);
}

describe('shell: guessing passwords meets the captcha', () => {
  const tab = documentPerTest(consoleUrl, { signedOut: true });

  it('five wrong passwords, then the redirect dialog, the central login with its captcha, and the console', async () => {
    const { page } = tab;
    await openPath(page, consoleUrl, '/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await tryPassword(page, `guess-${attempt}`);
      await expectText(page, 'Wrong user name or password');
    }
    await expectAccessible(page, 'sign-in with a wrong password');
    // Now even the right password is answered with the captcha, never with a session.
    await tryPassword(page, DEMO_PASSWORD);
    const dialog = page.getByTestId('redirect-dialog');
    await dialog.getByText('this sign-in needs a captcha check').waitFor();
    await expectAccessible(page, 'captcha redirect dialog');
    expect(await tokenOf(page)).toBeNull();

    const [central] = await Promise.all([
      tab.browser.context.waitForEvent('page'),
      dialog.getByRole('link', { name: 'Open sign-in page' }).click(),
    ]);
    await central.locator('input[name="username"]').fill(USERNAME);
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await expectText(central, 'Please confirm the captcha.');
    await central.locator('input[name="captcha"]').check();
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();

    await expectRoute(central, '/contentlibrary');
    await expectRoute(page, '/contentlibrary');
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await tokenOf(page)).toBeTruthy();
    await central.close();
  });
});
