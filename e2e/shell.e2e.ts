import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser';
import { DEMO_PASSWORD, expectText, signIn } from './support/journey';

const consoleUrl = inject('consoleUrl');
const mockUrl = inject('mockUrl');

/** The console route of the page: the hash without '#', decoded. */
const routeOf = (page: Page): string => decodeURIComponent(new URL(page.url()).hash.slice(1));

/** Waits until the page's route starts with `path` (query aside), failing with the route it is on. */
async function expectRoute(page: Page, path: string, timeout = 10_000) {
  try {
    await page.waitForURL((url) => decodeURIComponent(url.hash.slice(1)).split('?')[0] === path, { timeout });
  } catch {
    expect.fail(`expected route ${path}, the page is on ${routeOf(page)}`);
  }
}

/** A page of the shared browser with no session left over from an earlier step. */
async function freshPage(browser: Browser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${consoleUrl}/#/login`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('dm.accessToken'));

describe('shell: where each account lands, what it may open and which apps it sees', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** Each account: where it lands, where the areas it may not open send it, and the apps its panel lists. */
  const ACCOUNTS: { username: string; landing: string; refused: string[]; apps: string[] }[] = [
    { username: 'admin', landing: '/kiosk/devices', refused: [], apps: ['go', 'studio', 'devicecontrol'] },
    { username: 'globex-admin', landing: '/kiosk/devices', refused: [], apps: ['studio', 'devicecontrol'] },
    {
      username: 'contentadmin',
      landing: '/contentadmin',
      refused: ['/kiosk/devices', '/workplace/theme', '/contentlibrary'],
      apps: ['go', 'devicecontrol'],
    },
    {
      username: 'contributor',
      landing: '/contentlibrary',
      refused: ['/kiosk/qbic', '/contentadmin'],
      apps: ['go', 'devicecontrol'],
    },
    {
      username: 'viewer',
      landing: '/unauthorized',
      refused: ['/kiosk', '/contentlibrary'],
      apps: ['go', 'devicecontrol'],
    },
  ];

  it.each(ACCOUNTS)(
    '$username lands on $landing, is kept out of $refused, and sees the apps $apps',
    async (account) => {
      const page = await freshPage(browser);
      await signIn(page, consoleUrl, account.username);
      await expectRoute(page, account.landing);
      for (const visit of account.refused) {
        await page.goto(`${consoleUrl}/#${visit}`);
        await expectRoute(page, account.landing);
      }
      await page.getByTestId('apps-panel').click();
      const entries = page.locator('[data-app]');
      await entries.first().waitFor();
      expect(
        await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-app'))),
      ).toEqual(account.apps);
      expect(await page.locator('[data-app="devicecontrol"]').getAttribute('aria-current')).toBe('page');
      for (const app of account.apps.filter((id) => id !== 'devicecontrol')) {
        const link = page.locator(`[data-app="${app}"]`);
        expect(await link.getAttribute('href')).toBe(`${mockUrl}/${app}/`);
        expect(await link.getAttribute('target')).toBe('_blank');
      }
      await page.close();
    },
  );

  it('shows the drawer menu only with entries the user may open', async () => {
    const admin = await freshPage(browser);
    await signIn(admin, consoleUrl, 'admin');
    await admin.getByRole('button', { name: 'Open the main menu' }).click();
    const nav = admin.getByRole('navigation', { name: 'Main menu' });
    for (const entry of ['Kiosk', 'Workplace', 'Custom contents', 'Content admin'])
      await nav.getByRole('link', { name: entry }).waitFor();
    await nav.getByRole('link', { name: 'Workplace' }).click();
    await expectRoute(admin, '/workplace/features');
    await expectText(admin, 'Workplace features');
    await admin.close();

    const viewer = await freshPage(browser);
    await signIn(viewer, consoleUrl, 'viewer');
    await expectText(viewer, 'No access to Device Manager');
    expect(await viewer.getByRole('button', { name: 'Open the main menu' }).count()).toBe(0);
    await viewer.close();
  });

  it('sends unknown addresses, and resource paths without a tab, to /pagenotfound', async () => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, 'admin');
    await expectRoute(page, '/kiosk/devices');
    for (const address of ['/no/such/page', '/devices', '/kiosk/nonsense']) {
      await page.goto(`${consoleUrl}/#${address}`);
      await expectRoute(page, '/pagenotfound');
      await expectText(page, 'Page not found');
    }
    await page.close();
  });
});

describe('shell: sign-in flows', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['captcha', 'this sign-in needs a captcha check'],
    ['expired', 'Your password has expired'],
  ])('%s gets the redirect dialog to the central login', async (username, message) => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, username);
    const dialog = page.getByTestId('redirect-dialog');
    await dialog.getByText('Continue on the central sign-in page').waitFor();
    await dialog.getByText(message).waitFor();
    const href = await dialog.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href');
    const central = new URL(href ?? '');
    expect(`${central.origin}${central.pathname}`).toBe(`${mockUrl}/login`);
    expect(central.searchParams.get('app')).toBe('dc');
    expect(central.searchParams.get('returnUrl')).toBe(`${consoleUrl}/#/login?app=dc`);
    expect(routeOf(page)).toMatch(/^\/login/);
    await page.close();
  });

  it('finishes the captcha in the central login window, and both windows end up signed in', async () => {
    const page = await freshPage(browser);
    await page.goto(`${consoleUrl}/#/login?returnUrl=${encodeURIComponent('/kiosk/themes')}`);
    await page.locator('input[name="username"]').fill('captcha');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    const [central] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open sign-in page' }).click(),
    ]);
    await central.locator('input[name="username"]').fill('captcha');
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await central.locator('input[name="captcha"]').check();
    await central.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await central.locator('button[type="submit"]').click();
    await expectRoute(central, '/kiosk/themes');
    await expectRoute(page, '/kiosk/themes');
    await central.close();
    await page.close();
  });

  it('offers globex single sign-on, signs in through its identity provider, and /no-sso skips it', async () => {
    const page = await freshPage(browser);
    await page.goto(`${consoleUrl}/#/login`);
    await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await page.locator('input[name="tenant"]').fill('globex');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('sso-panel').waitFor();
    await page.getByRole('link', { name: 'Sign in with user name and password instead' }).click();
    await expectRoute(page, '/no-sso');
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByTestId('sso-panel').count()).toBe(0);

    await page.goto(`${consoleUrl}/#/login?tenant=globex`);
    await page.getByRole('link', { name: 'Continue with single sign-on' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${mockUrl}/rest/v2/auth/sso/globex`));
    await page.locator('input[name="username"]').fill('globex-admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expectRoute(page, '/kiosk/devices');
    expect(page.url()).not.toContain(String(await tokenOf(page)));
    await page.close();
  });

  it('says when single sign-on is not set up for the organization asked for', async () => {
    const page = await freshPage(browser);
    await page.goto(`${consoleUrl}/#/login`);
    await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await page.locator('input[name="tenant"]').fill('acme');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'Single sign-on is not set up for “acme”');
    await page.locator('input[name="username"]').waitFor();
    await page.close();
  });
});

describe('shell: the session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs out on a token revoked on the server, and returns to the same page after signing in', async () => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, 'admin');
    await page.locator('tbody tr').first().waitFor();
    const token = await tokenOf(page);
    const revoked = await fetch(`${mockUrl}/rest/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    // skipPing: the next call of the page itself, not the shell's session check, meets the revoked token.
    await page.goto(`${consoleUrl}/#/kiosk/devices?skipPing=true`);
    await page.reload();
    await expectRoute(page, '/login');
    expect(new URL(page.url()).hash).toContain('returnUrl=%2Fkiosk%2Fdevices');
    expect(page.url()).not.toContain(String(token));
    await expectText(page, 'Your session is no longer valid');
    expect(await page.getByText('Single sign-on is not set up').count()).toBe(0);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expectRoute(page, '/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    await page.close();
  });

  it('shows the "user logged out" dialog when the session check fails, then signs in again', async () => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, 'contentadmin');
    await expectRoute(page, '/contentadmin');
    await page.getByTestId('profile-menu').locator('svg, img').first().waitFor();
    await fetch(`${mockUrl}/rest/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    // Coming back to the tab re-checks the session (001 §4); the platform refuses the renewal.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByTestId('session-inactive');
    await dialog.getByText('Your session has ended').waitFor();
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await expectRoute(page, '/login');
    expect(new URL(page.url()).hash).toContain('returnUrl=%2Fcontentadmin');
    await page.close();
  });

  it("renews every 5 minutes and signs out after 20 minutes without activity, on the page's own clock sped up", async () => {
    const timed = await openBrowser();
    try {
      await timed.context.clock.install();
      const page = await timed.context.newPage();
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
      await expectRoute(page, '/login');
      expect(new URL(page.url()).hash).toContain('returnUrl=%2Fcontentadmin');
      await expectText(page, 'You were signed out after 20 minutes without activity.');
      expect(await page.evaluate(() => localStorage.getItem('dm.accessToken'))).toBeNull();
    } finally {
      await timed.close();
    }
  });

  it('asks to refresh when another tab signs in as someone else', async () => {
    const first = await freshPage(browser);
    await signIn(first, consoleUrl, 'admin');
    await first.locator('tbody tr').first().waitFor();
    const second = await browser.context.newPage();
    await second.goto(`${consoleUrl}/#/login`);
    await expectText(second, 'You are signed in as Alex Morgan');
    await signIn(second, consoleUrl, 'contributor');
    await expectRoute(second, '/contentlibrary');
    const dialog = first.getByTestId('session-changed');
    await dialog.getByText('Another user signed in').waitFor();
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expectRoute(first, '/contentlibrary');
    await first.close();
    await second.close();
  });
});

describe('shell: header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the profile: picture, name, tenant name and id', async () => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, 'admin');
    await page.getByTestId('profile-menu').click();
    await expectText(page, 'Alex Morgan');
    await expectText(page, 'Acme Corporation (acme)');
    await expectText(page, 'it-support@acme.example');
    const picture = page.getByTestId('profile-menu').locator('img');
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.close();
  });

  it('switches to German at once, saves it, and German survives a reload', async () => {
    const page = await freshPage(browser);
    await signIn(page, consoleUrl, 'viewer');
    await expectText(page, 'No access to Device Manager');
    await page.getByTestId('language-menu').click();
    const german = page.locator('[data-language="de"]');
    await expect.poll(() => german.innerText()).toMatch(/DE\s+Deutsch\s+German/);
    await german.click();
    await expectText(page, 'Kein Zugriff auf Device Manager');
    const me = async () =>
      (await (
        await fetch(`${mockUrl}/rest/v2/auth/users/me`, {
          headers: { authorization: `Bearer ${await tokenOf(page)}` },
        })
      ).json()) as { languageCode: string };
    await expect.poll(async () => (await me()).languageCode).toBe('de');
    await page.reload();
    await expectText(page, 'Kein Zugriff auf Device Manager');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="en"]').click();
    await expectText(page, 'No access to Device Manager');
    await expect.poll(async () => (await me()).languageCode).toBe('en');
    await page.close();
  });
});
