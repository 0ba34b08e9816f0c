import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, openPath, routeOfUrl, signIn, submitSignIn } from './support/journey';
import { productionTest as test } from './support/production';
import { playerRow, scanPlayers } from './support/qbicPage';
import { expectRoute } from './support/shell';
import { expect } from './support/test';

/**
 * The console as it runs in production: this run's build behind nginx with the README's configuration
 * (deploy/device-manager.nginx.conf), the platform and the device-control backend on two other origins, the
 * players on theirs. The Content-Security-Policy allows exactly those origins; the browser reports any violation.
 */
test.describe('served by nginx as in production', () => {
  test('answers every console address with index.html, caches hashed files a year and index.html never', async ({
    production,
  }) => {
    const { url, platformUrl, dc, nowhere, devicePort, content } = production;
    const nginx = { url };
    const deep = await fetch(`${nginx.url}/kiosk/devices?search=lobby`);
    expect(deep.status).toBe(200);
    const html = await deep.text();
    expect(html).toContain('<div id="root">');
    expect(deep.headers.get('cache-control')).toBe('no-store');
    const csp = deep.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      `connect-src 'self' ${platformUrl} ${nowhere} ${dc.url} http://*:${devicePort} ${content.allowed};`,
    );
    expect(csp).toContain(
      `img-src 'self' data: blob: ${platformUrl} ${nowhere} ${dc.url} http://*:${devicePort} ${content.allowed};`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(deep.headers.get('x-content-type-options')).toBe('nosniff');
    expect(deep.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${nginx.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('content-security-policy')).toBe(csp);
    expect((await fetch(`${nginx.url}/assets/gone-1234.js`)).status).toBe(404);
    const config = await fetch(`${nginx.url}/config.json`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(await config.json()).toEqual({ platformUrl, deviceControlUrl: dc.url });
  });

  /** The requests `page` makes from now on, with their headers. */
  const recordRequests = (page: Page) => {
    const seen: { url: string; headers: Record<string, string>; method: string }[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), headers: request.headers(), method: request.method() }),
    );
    return seen;
  };

  test('signs in, opens a deep link, reloads, uses a player, signs out to the central login and back', async ({
    production,
    site,
  }) => {
    const { platformUrl, dc } = production;
    const nginx = production;
    const { violations } = site;
    const page = await site.context.newPage();
    const requests = recordRequests(page);
    await signIn(page, nginx.url, 'admin');
    await page.waitForURL((url) => !routeOfUrl(url).startsWith('/login'));
    // Before Kiosk shows, the device-control backend said whose session it sees and that this person may use it.
    await page.locator('tbody tr').first().waitFor();
    const rights = requests.filter((request) => request.url.startsWith(`${dc.url}/auth/hasRights`));
    expect(rights.map((request) => request.url)).toEqual([`${dc.url}/auth/hasRights?username=admin`]);
    expect(rights[0].headers.authtoken).toBeTruthy();
    expect(requests.some((request) => request.url === `${dc.url}/auth/init`)).toBe(true);
    expect(requests.some((request) => request.url === `${platformUrl}/rest/v2/people/me`)).toBe(true);
    // Switching tabs asks nothing again.
    await page.getByTestId('tab-profiles').click();
    await expectRoute(page, '/kiosk/profiles');
    await page.getByTestId('tab-devices').click();
    await page.locator('tbody tr').first().waitFor();
    expect(requests.filter((request) => request.url.includes('/auth/hasRights'))).toHaveLength(1);
    // Discovery kept what it found: the platform's API URL and the device-control backend on its own origin.
    const stored = await page.evaluate(() => [
      localStorage.getItem('dm.platformUrl'),
      localStorage.getItem('dm.dcUrl'),
    ]);
    expect(stored).toEqual([platformUrl, dc.url]);

    await openPath(page, nginx.url, '/kiosk/devices?sort=name');
    await page.locator('tbody tr').first().waitFor();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.reload();
    await expectRoute(page, '/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    // After a reload the stored discovery serves: config.json is read again, serverinfo is not asked.
    expect(asked.some((url) => url.endsWith('/config.json'))).toBe(true);
    expect(asked.some((url) => url.includes('/rest/serverinfo'))).toBe(false);
    expect(asked.some((url) => url.startsWith(`${dc.url}/device/all`))).toBe(true);

    await openPath(page, nginx.url, '/kiosk/qbic');
    await scanPlayers(page);
    const first = playerRow(page, 'QB00000001');
    await first.getByRole('button', { name: /^Take a screenshot of / }).click();
    await first.getByRole('button', { name: /^Open the screenshot of / }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: /^Screenshot of / });
    await dialog.getByRole('img', { name: /^Latest screenshot of / }).waitFor({ timeout: 15_000 });
    // The dialog as the production server serves it, its styles under the Content-Security-Policy.
    await expectAccessible(page, 'screenshot dialog behind nginx');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect((await expectCentralLogin(page, platformUrl)).returnUrl).toBe('/kiosk/qbic');
    await submitSignIn(page, 'admin');
    await page.waitForURL((url) => url.origin === nginx.url && routeOfUrl(url) === '/kiosk/qbic');
    await expectText(page, 'QBIC');
    expect(violations).toEqual([]);
  });

  test('sends a person the device-control backend does not let in to /unauthorized, after asking it', async ({
    production,
    site,
  }) => {
    const { dc } = production;
    const nginx = production;
    const { violations } = site;
    const page = await site.context.newPage();
    const requests = recordRequests(page);
    await openPath(page, nginx.url, '/login');
    await submitSignIn(page, 'viewer');
    await expectRoute(page, '/unauthorized');
    await openPath(page, nginx.url, '/kiosk/devices');
    await expectRoute(page, '/unauthorized');
    await expectText(page, 'Sign in as someone else');
    expect(requests.some((request) => request.url === `${dc.url}/auth/hasRights?username=viewer`)).toBe(true);
    expect(violations).toEqual([]);
  });

  for (const [username, message] of [
    ['captcha', 'this sign-in needs a captcha check'],
    ['expired', 'Your password has expired'],
  ])
    test(`asks the device-control sign-in where ${username} continues, and opens that central login`, async ({
      production,
      site,
    }) => {
      const { platformUrl, dc } = production;
      const nginx = production;
      const { violations } = site;
      const page = await site.context.newPage();
      const requests = recordRequests(page);
      await openPath(page, nginx.url, '/login?returnUrl=%2Fkiosk%2Fthemes');
      await submitSignIn(page, username);
      const dialog = page.getByTestId('redirect-dialog');
      await dialog.getByText(message).waitFor();
      const asked = requests.find(
        (request) => request.method === 'POST' && request.url === `${dc.url}/auth/login`,
      );
      expect(asked).toBeTruthy();
      const href = await dialog.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href');
      const central = new URL(href ?? '');
      expect(`${central.origin}${central.pathname}`).toBe(`${platformUrl}/login`);
      expect(central.searchParams.get('returnUrl')).toBe(
        `${nginx.url}/login?app=dc&returnUrl=%2Fkiosk%2Fthemes&window=separate`,
      );
      expect(await page.evaluate(() => localStorage.getItem('dm.accessToken'))).toBeNull();
      expect(violations).toEqual([]);
    });

  test('reads the type of content on a site CONTENT_SOURCES names and shows its logo; says the policy blocks another', async ({
    production,
    site,
    consoleErrors,
  }) => {
    const { content } = production;
    const nginx = production;
    const blockedSite = content.blocked.replaceAll('.', '\\.');
    // The browser reports every request and image the policy stops: here, those of the site it does not name.
    consoleErrors.allow(
      new RegExp(
        `^((Connecting to|Loading the image) '|Fetch API cannot load |Content Security Policy violation: (connect-src|img-src) )${blockedSite}/`,
      ),
    );
    const page = await site.context.newPage();
    await signIn(page, nginx.url, 'admin');
    await page.waitForURL((url) => !routeOfUrl(url).startsWith('/login'));

    await openPath(page, nginx.url, '/contentlibrary/create');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    await page.getByRole('radio', { name: 'Link to an address' }).check();
    const address = page.locator('input[name="languages.en.url"]');
    await address.fill(`${content.allowed}/welcome.mp4`);
    await expectText(page, 'Content type of this address: video/mp4');
    await address.fill(`${content.blocked}/welcome.mp4`);
    await expectText(
      page,
      `This console’s security policy blocks ${content.blocked}, so the content type of this address cannot be read here`,
    );

    // In a page of its own: the content form keeps its unsaved address.
    const theme = await site.context.newPage();
    await openPath(theme, nginx.url, '/workplace/theme');
    await theme.getByRole('radiogroup', { name: 'Theme logo' }).getByLabel('Logo').check();
    const logo = theme.getByTestId('logo-dark');
    await logo.locator('input[name="logo-dark-url"]').fill(`${content.allowed}/logo.png`);
    const image = logo.getByRole('img');
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(1);
    await logo.locator('input[name="logo-dark-url"]').fill(`${content.blocked}/logo.png`);
    await expectText(
      theme,
      `This console’s security policy blocks images from ${content.blocked}, so the logo cannot be shown here`,
    );
    expect(await image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(0);
    // Only the site the policy does not name was refused, for the HEAD and for the image.
    const refused = site.violations
      .map((text) => /^Content Security Policy violation: (\S+) (\S+)$/.exec(text))
      .filter((match) => match !== null)
      .map(([, directive, uri]) => `${directive} ${new URL(uri).origin}`);
    expect([...new Set(refused)].sort()).toEqual([
      `connect-src ${content.blocked}`,
      `img-src ${content.blocked}`,
    ]);
  });

  test('says what to check when config.json names a platform that does not answer, and keeps nothing', async ({
    production,
    site,
  }) => {
    const { platformUrl, dc, nowhere, writeConfig } = production;
    const nginx = production;
    const { violations } = site;
    writeConfig({ platformUrl: nowhere, deviceControlUrl: dc.url });
    try {
      const page: Page = await site.context.newPage();
      await openPath(page, nginx.url, '/kiosk/devices');
      await expectText(page, 'Device Manager cannot start');
      await expectText(page, `The platform at ${nowhere}/rest/serverinfo did not answer.`);
      await expectText(page, 'Check platformUrl in config.json');
      expect(await page.evaluate(() => localStorage.getItem('dm.platformUrl'))).toBeNull();
    } finally {
      writeConfig({ platformUrl, deviceControlUrl: dc.url });
    }
    expect(violations).toEqual([]);
  });
});
