import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, expectText, signIn, submitSignIn, urlOf } from './support/journey';
import { expectRoute, routeOf, tokenOf } from './support/shell';
import { expect, test } from './support/test';

test.describe('shell: sign-in flows', () => {
  test.use({ account: null });

  for (const [username, message] of [
    ['captcha', 'this sign-in needs a captcha check'],
    ['expired', 'Your password has expired'],
  ])
    test(`${username} gets the redirect dialog to the central login`, async ({ page, stack }) => {
      const { consoleUrl, mockUrl } = stack;
      await signIn(page, consoleUrl, username);
      const dialog = page.getByTestId('redirect-dialog');
      await dialog.getByText('Continue on the central sign-in page').waitFor();
      await dialog.getByText(message).waitFor();
      await expectAccessible(page, `${username} redirect dialog`);
      const href = await dialog.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href');
      const central = new URL(href ?? '');
      expect(`${central.origin}${central.pathname}`).toBe(`${mockUrl}/login`);
      expect(central.searchParams.get('app')).toBe('dc');
      expect(central.searchParams.get('returnUrl')).toBe(urlOf(consoleUrl, '/login?app=dc&window=separate'));
      expect(routeOf(page)).toMatch(/^\/login/);
    });

  test('finishes the captcha in the central login window, which closes, and the first tab goes on signed in', async ({
    page,
  }) => {
    await page.goto(`/login?returnUrl=${encodeURIComponent('/kiosk/themes')}`);
    await submitSignIn(page, 'captcha');
    const [central] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Open sign-in page' }).click(),
    ]);
    await central.locator('input[name="username"]').fill('captcha');
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await central.locator('input[name="captcha"]').check();
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await expectRoute(page, '/kiosk/themes');
    // The central window signed in and closed itself: it never became a second console.
    if (!central.isClosed()) await central.waitForEvent('close');
  });

  test('offers globex single sign-on, signs in through its identity provider, and /no-sso skips it', async ({
    page,
    stack,
  }) => {
    const { mockUrl } = stack;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await page.locator('input[name="tenant"]').fill('globex');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('sso-panel').waitFor();
    await expectAccessible(page, 'single sign-on panel');
    await page.getByRole('link', { name: 'Sign in with user name and password instead' }).click();
    await expectRoute(page, '/no-sso');
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByTestId('sso-panel').count()).toBe(0);

    await page.goto('/login?tenant=globex');
    await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${mockUrl}/rest/v2/auth/sso/globex`));
    await page.locator('input[name="username"]').fill('globex-admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expectRoute(page, '/kiosk/devices');
    expect(page.url()).not.toContain(String(await tokenOf(page)));
  });

  test('says when single sign-on is not set up for the organization asked for', async ({ page }) => {
    await page.goto('/login');
    // Empty fields are named in the user's language, not with the browser's own bubble.
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(2);
    await expectAccessible(page, 'sign-in with empty fields');
    await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await page.locator('input[name="tenant"]').fill('acme');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'Single sign-on is not set up for “acme”');
    await expectAccessible(page, 'sign-in with single sign-on not set up');
    await page.locator('input[name="username"]').waitFor();
    // A typing error is corrected in place: the organization field stays, with what was typed.
    const organization = page.locator('input[name="tenant"]');
    expect(await organization.inputValue()).toBe('acme');
    await organization.fill('glo bex');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'Enter the organization ID: letters, digits, dots, hyphens or underscores.');
    await organization.fill('globex');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('sso-panel').waitFor();
  });
});
