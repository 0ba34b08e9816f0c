import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, signIn, submitSignIn } from './support/journey';
import { expectRoute, routeOf, tokenOf } from './support/shell';
import { expect, test } from './support/test';

test.describe('shell: the session', () => {
  test('signs out on a token revoked on the server, and returns to the same page after signing in', async ({
    page,
    stack,
  }) => {
    const { mockUrl } = stack;
    await page.goto('/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    const token = await tokenOf(page);
    const revoked = await fetch(`${mockUrl}/rest/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // skipPing: the next call of the page itself, not the shell's session check, meets the revoked token.
    // A new page load (the address differs): its first data call meets the revoked token. No reload after it, which
    // could land on the sign-in page after the redirect and lose the message shown there.
    await page.goto('/kiosk/devices?skipPing=true');
    // A session the server refused leads to the central login (001 §2), which brings the person back here.
    const back = await expectCentralLogin(page, mockUrl);
    expect(back.returnUrl).toMatch(/^\/kiosk\/devices(\?|$)/);
    expect(page.url()).not.toContain(String(token));
    await submitSignIn(page, 'admin');
    await expectRoute(page, '/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
  });

  test.describe('as the content admin', () => {
    test.use({ account: 'contentadmin' });

    test('shows the "user logged out" dialog when the session check fails, then signs in again', async ({
      page,
      stack,
    }) => {
      const { mockUrl } = stack;
      await page.goto('/contentadmin');
      await expectRoute(page, '/contentadmin');
      await page.getByTestId('profile-menu').locator('svg, img').first().waitFor();
      // The rules and the items they show have loaded: no request of the page races the sign-out below.
      await page.locator('tbody tr', { hasText: 'Welcome video' }).waitFor();
      await fetch(`${mockUrl}/rest/v2/auth/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      // Coming back to the tab re-checks the session (001 §4); the platform refuses the renewal.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const dialog = page.getByTestId('session-inactive');
      await dialog.getByText('Your session has ended').waitFor();
      await expectAccessible(page, '"user logged out" dialog');
      await dialog.getByRole('button', { name: 'Sign in again' }).click();
      const back = await expectCentralLogin(page, mockUrl);
      expect(back).toMatchObject({
        returnUrl: expect.stringMatching(/^\/contentadmin(\?|$)/),
        reason: 'session',
      });
      await submitSignIn(page, 'contentadmin');
      await expectRoute(page, '/contentadmin');
    });
  });

  test.describe('signing in through the sign-in page', () => {
    test.use({ account: null });

    test("renews every 5 minutes and signs out after 20 minutes without activity, on the page's own clock sped up", async ({
      page,
      stack,
    }) => {
      const { consoleUrl, mockUrl } = stack;
      await page.clock.install();
      await signIn(page, consoleUrl, 'contentadmin');
      await expectRoute(page, '/contentadmin');
      await page.getByTestId('profile-menu').waitFor();
      let renewals = 0;
      page.on('request', (request) => {
        if (request.url().includes('/rest/auth/renew')) renewals += 1;
      });
      await page.clock.runFor('04:50');
      expect(renewals).toBe(0);
      await page.clock.runFor('00:20');
      await expect.poll(() => renewals).toBe(1);
      await page.mouse.move(200, 300);
      await page.clock.runFor('19:30');
      expect(routeOf(page)).toMatch(/^\/contentadmin/);
      await expect.poll(() => renewals).toBe(4);
      await page.clock.runFor('01:00');
      const back = await expectCentralLogin(page, mockUrl);
      expect(back).toMatchObject({
        returnUrl: expect.stringMatching(/^\/contentadmin(\?|$)/),
        reason: 'idle',
      });
      // The console's sign-in route says why, on the way back from the central login.
      await page.goto(`/login?reason=idle&returnUrl=${encodeURIComponent(back.returnUrl ?? '')}`);
      await expectText(page, 'You were signed out after 20 minutes without activity.');
      await expectAccessible(page, 'sign-in after the idle sign-out');
      expect(await page.evaluate(() => localStorage.getItem('dm.accessToken'))).toBeNull();
    });

    test('asks to refresh when another tab signs in as someone else', async ({ page: first, stack }) => {
      const { consoleUrl } = stack;
      await signIn(first, consoleUrl, 'admin');
      await first.locator('tbody tr').first().waitFor();
      const second = await first.context().newPage();
      await second.goto('/login');
      await expectText(second, 'You are signed in as Alex Morgan');
      await signIn(second, consoleUrl, 'contributor');
      await expectRoute(second, '/contentlibrary');
      const dialog = first.getByTestId('session-changed');
      await dialog.getByText('Another user signed in').waitFor();
      await expectAccessible(first, '"signed in as someone else" dialog');
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expectRoute(first, '/contentlibrary');
    });
  });
});
