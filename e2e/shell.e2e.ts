import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, signIn, submitSignIn } from './support/journey';
import { expectRoute, routeParams, tokenOf } from './support/shell';
import { expect, test } from './support/test';

// Where each account lands is what these journeys check: they sign in through the sign-in page.
test.use({ account: null });

test.describe('shell: where each account lands, what it may open and which apps it sees', () => {
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

  for (const account of ACCOUNTS)
    test(`${account.username} lands on ${account.landing}, is kept out of ${JSON.stringify(account.refused)}, and sees the apps ${JSON.stringify(account.apps)}`, async ({
      page,
      stack,
    }) => {
      const { consoleUrl, mockUrl } = stack;
      await signIn(page, consoleUrl, account.username);
      await expectRoute(page, account.landing);
      for (const visit of account.refused) {
        await page.goto(visit);
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
    });

  test('shows the drawer menu only with entries the user may open', async ({
    page: admin,
    stack,
    openPerson,
  }) => {
    const { consoleUrl } = stack;
    await signIn(admin, consoleUrl, 'admin');
    await expectRoute(admin, '/kiosk/devices');
    await admin.getByRole('button', { name: 'Open the main menu' }).click();
    const nav = admin.getByRole('navigation', { name: 'Main menu' });
    for (const entry of ['Kiosk', 'Workplace', 'Custom contents', 'Content admin'])
      await nav.getByRole('link', { name: entry }).waitFor();
    await nav.getByRole('link', { name: 'Workplace' }).click();
    await expectRoute(admin, '/workplace/features');
    await expectText(admin, 'Floor plan views');

    const viewer = await (await openPerson()).newPage();
    await signIn(viewer, consoleUrl, 'viewer');
    await expectText(viewer, 'No access to Device Manager');
    expect(await viewer.getByRole('button', { name: 'Open the main menu' }).count()).toBe(0);
  });

  test('opens a deep link by path after sign-in, keeps it over a reload, and goes Back and Forward', async ({
    page,
    stack,
  }) => {
    const selected = (tab: string) => page.getByTestId(`tab-${tab}`).getAttribute('aria-selected');
    await page.goto('/kiosk/qbic');
    await expectRoute(page, '/login');
    expect(routeParams(page).get('returnUrl')).toBe('/kiosk/qbic');
    await submitSignIn(page, 'admin');
    await expectRoute(page, '/kiosk/qbic');
    await expect.poll(() => selected('qbic')).toBe('true');
    await page.reload();
    await expectRoute(page, '/kiosk/qbic');
    await expect.poll(() => selected('qbic')).toBe('true');
    // The browser tab names the tab and the area, so a bookmark and the history say where they lead.
    await expect.poll(() => page.title()).toBe('QBIC devices – Kiosk – Device Manager');
    await page.getByTestId('tab-themes').click();
    await expectRoute(page, '/kiosk/themes');
    await page.goBack();
    await expectRoute(page, '/kiosk/qbic');
    await expect.poll(() => selected('qbic')).toBe('true');
    await page.goForward();
    await expectRoute(page, '/kiosk/themes');
    await page.goto('/kiosk/profiles');
    await expect.poll(() => selected('profiles')).toBe('true');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const favicon = await fetch(new URL(icon ?? '', stack.consoleUrl));
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('sends unknown addresses, and resource paths without a tab, to /pagenotfound', async ({
    page,
    stack,
  }) => {
    await signIn(page, stack.consoleUrl, 'admin');
    await expectRoute(page, '/kiosk/devices');
    for (const address of ['/no/such/page', '/devices', '/kiosk/nonsense']) {
      await page.goto(address);
      await expectRoute(page, '/pagenotfound');
      await expectText(page, 'Page not found');
      // Signed in, the header stays: the user can go on from here.
      await page.getByTestId('profile-menu').waitFor();
    }
  });
});

test.describe('shell: header', () => {
  test('shows the profile: picture, name, tenant name and id, and the roles', async ({ page, stack }) => {
    await signIn(page, stack.consoleUrl, 'admin');
    await page.getByTestId('profile-menu').click();
    await expectText(page, 'Alex Morgan');
    await expectText(page, 'Acme Corporation (acme)');
    // The roles of rolesValues (001 §6), in the UI language.
    await expect.poll(() => page.getByTestId('profile-roles').innerText()).toBe('Role: Administrator');
    await expectText(page, 'it-support@acme.example');
    await expectAccessible(page, 'profile menu');
    const picture = page.getByTestId('profile-menu').locator('img');
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  test('switches to German at once, saves it, and German survives a reload', async ({
    page,
    stack,
    openPerson,
  }) => {
    const { consoleUrl, mockUrl } = stack;
    await signIn(page, consoleUrl, 'viewer');
    await expectText(page, 'No access to Device Manager');
    await page.getByTestId('language-menu').click();
    const german = page.locator('[data-language="de"]');
    await expect.poll(() => german.innerText()).toMatch(/DE\s+Deutsch\s+German/);
    await german.click();
    await expectText(page, 'Kein Zugriff auf Device Manager');
    await expectAccessible(page, '/unauthorized in German');
    const me = async () =>
      (await (
        await fetch(`${mockUrl}/rest/v2/auth/users/me`, {
          headers: { authorization: `Bearer ${await tokenOf(page)}` },
        })
      ).json()) as { languageCode: string };
    await expect.poll(async () => (await me()).languageCode).toBe('de');
    await page.reload();
    await expectText(page, 'Kein Zugriff auf Device Manager');
    // The menu gives the focus back to its button, though the switch renders the whole page again.
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="fr"]').click();
    await expectText(page, "Pas d'accès à Device Manager");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null))
      .toBe('language-menu');
    await page.keyboard.press('Enter');
    await page.locator('[data-language="de"]').click();
    await expectText(page, 'Kein Zugriff auf Device Manager');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null))
      .toBe('language-menu');

    // Another browser: English until the sign-in says whose it is, then the profile's German, and the sign-in
    // page after signing out stays German.
    const other = await (await openPerson()).newPage();
    await other.goto('/login');
    await other.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await submitSignIn(other, 'viewer');
    await expectText(other, 'Kein Zugriff auf Device Manager');
    await other.getByRole('button', { name: 'Profil' }).click();
    await other.getByRole('menuitem', { name: 'Abmelden' }).click();
    // Signing out leads to the central login (001 §2); the console's own sign-in page is still German after it.
    await expectCentralLogin(other, mockUrl);
    await other.goto('/login');
    await other.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    await other.reload();
    await other.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    // Back in the first browser, still signed in: the profile goes back to English.
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="en"]').click();
    await expectText(page, 'No access to Device Manager');
    await expect.poll(async () => (await me()).languageCode).toBe('en');
  });
});
