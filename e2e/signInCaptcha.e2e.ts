import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, expectText } from './support/journey';
import { expectRoute, tokenOf } from './support/shell';
import { expect, test } from './support/test';

// The failed attempts count per user name within this file's own mock.
const USERNAME = 'contributor';

/** Types the name and password and presses Sign in, then waits for the platform's answer to arrive. */
async function tryPassword(page: Page, mockUrl: string, password: string) {
  await page.locator('input[name="username"]').fill(USERNAME);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.url() === `${mockUrl}/rest/v2/auth/login`),
    page.locator('form button[type="submit"]').click(),
  ]);
}

test.describe('shell: guessing passwords meets the captcha', () => {
  test.use({ account: null });

  test('five wrong passwords, then the redirect dialog, the central login with its captcha, and the console', async ({
    page,
    stack,
  }) => {
    const { mockUrl } = stack;
    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await tryPassword(page, mockUrl, `guess-${attempt}`);
      await expectText(page, 'Wrong user name or password');
    }
    await expectAccessible(page, 'sign-in with a wrong password');
    // Now even the right password is answered with the captcha, never with a session.
    await tryPassword(page, mockUrl, DEMO_PASSWORD);
    const dialog = page.getByTestId('redirect-dialog');
    await dialog.getByText('this sign-in needs a captcha check').waitFor();
    await expectAccessible(page, 'captcha redirect dialog');
    expect(await tokenOf(page)).toBeNull();

    const [central] = await Promise.all([
      page.context().waitForEvent('page'),
      dialog.getByRole('link', { name: 'Open sign-in page' }).click(),
    ]);
    await central.locator('input[name="username"]').fill(USERNAME);
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await expectText(central, 'Please confirm the captcha.');
    await central.locator('input[name="captcha"]').check();
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();

    // The first tab goes on signed in; the central sign-in window never becomes a second console: it closes itself.
    await expectRoute(page, '/contentlibrary');
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await tokenOf(page)).toBeTruthy();
    if (!central.isClosed()) await central.waitForEvent('close');
  });

  test('a central sign-in window the browser will not close says the first tab goes on, and opens no console', async ({
    page,
    stack,
  }) => {
    // The window the central login sends back to, as a browser that refuses to close it shows it.
    await page.addInitScript(() => {
      window.close = () => undefined;
    });
    const { mockUrl } = stack;
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('captcha');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    const dialog = page.getByTestId('redirect-dialog');
    const open = dialog.getByRole('link', { name: 'Open sign-in page' });
    const central = new URL((await open.getAttribute('href')) ?? '');
    expect(new URL(central.searchParams.get('returnUrl') ?? '').searchParams.get('window')).toBe('separate');
    await page.goto(central.toString());
    await page.locator('input[name="username"]').fill('captcha');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator('input[name="captcha"]').check();
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await expectText(page, 'The console continues in the tab you signed in from. You can close this window.');
    await expectAccessible(page, 'central sign-in window, signed in');
    expect(await tokenOf(page)).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Profile' }).count()).toBe(0);
    expect(new URL(page.url()).origin).not.toBe(mockUrl);
    // Asked to, it opens the console here (the first tab may be gone).
    await page.getByRole('link', { name: 'Open the console here' }).click();
    await page.getByRole('button', { name: 'Profile' }).waitFor();
  });
});
