import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, routeOfUrl, signIn, waitForLanding } from './support/journey';
import { expectRoute } from './support/shell';
import { expect, test } from './support/test';

/** Counts, in the page and in every page it loads later, each time a row of a list appears. */
const ROW_WATCH = `(() => {
  const watch = () => {
    window.__rowsShown = 0;
    new MutationObserver(() => {
      if (document.querySelector('tbody tr')) window.__rowsShown += 1;
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) watch();
  else document.addEventListener('readystatechange', watch, { once: true });
})()`;

test.describe('foundation: sign-in and the device list', () => {
  test.describe('signed out', () => {
    test.use({ account: null });

    test('admin signs in and sees the seeded devices of acme', async ({ page, stack }) => {
      // Through the sign-in page, as a person does (the other journeys start signed in).
      await signIn(page, stack.consoleUrl, 'admin');
      await expectText(page, 'Display type');
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      await expect.poll(() => rows.count()).toBeGreaterThan(5);
      await expectText(page, /Live|Offline|Not configured|Locked|New/);
    });

    test('a wrong password shows an error and keeps the user on the sign-in page', async ({
      page,
      stack,
    }) => {
      await signIn(page, stack.consoleUrl, 'admin', 'not-the-password');
      await expectText(page, 'Wrong user name or password');
      await expectAccessible(page, 'sign-in with a wrong password');
      expect(page.url()).toContain('/login');
    });
  });

  test('after sign-out, Back shows no data', async ({ page, stack }) => {
    await page.goto('/');
    await waitForLanding(page);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signing out leads to the central login (001 §4), which would bring the person back to the devices.
    expect((await expectCentralLogin(page, stack.mockUrl)).returnUrl).toBe('/kiosk/devices');
    await page.addInitScript(ROW_WATCH);
    await page.evaluate(ROW_WATCH);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(routeOfUrl(new URL(frame.url())));
    });
    await page.goBack();
    // Back opens the device list's address; the console sends the signed-out visitor to sign in again.
    // Read until Back has arrived (a busy machine may take seconds); a failure names where Back went instead.
    const cameTo = () =>
      visited.some((route) => route.startsWith('/kiosk/devices'))
        ? 'the device list'
        : `${JSON.stringify(visited)}, the page on ${page.url()}`;
    await expect.poll(cameTo, { timeout: 10_000 }).toBe('the device list');
    await expectRoute(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __rowsShown: number }).__rowsShown)).toBe(0);
    expect(await page.locator('tbody tr').count()).toBe(0);
  });
});
