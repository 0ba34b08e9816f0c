import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startNginx, type RunningNginx } from '../deploy/nginxServer';
import { createMockServer } from '../mock-server/app';
import { startFleet } from '../mock-server/fleet';
import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, openPath, routeOfUrl, signIn, submitSignIn } from './support/journey';
import { playerRow, scanPlayers } from './support/qbicPage';
import { expectRoute } from './support/shell';
import { DEVICE_PORT_PLACEHOLDER, freePort, TEST_BUILD_DIR } from './support/stack';
import { forwardTo, type Forward } from './support/tcpForward';
import { DEFAULT_CONTEXT, expect, test as journeyTest } from './support/test';

/** The production site of this file: nginx serving the build, the platform, the device-control backend, players. */
interface Production {
  /** The console's address, behind nginx. */
  url: string;
  platformUrl: string;
  dc: Forward;
  /** A platform the operator configured that is down: allowed by the policy, answering nothing. */
  nowhere: string;
  /** The port the players answer on. */
  devicePort: number;
  writeConfig(config: Record<string, string>): void;
}

/** A browser for the production site, whose Content-Security-Policy violations the test reads. */
interface PolicyWatchedBrowser {
  context: BrowserContext;
  violations: string[];
}

async function startProduction(folder: string, closers: (() => Promise<void>)[]): Promise<Production> {
  const site = join(folder, 'site');
  const writeConfig = (config: Record<string, string>) =>
    writeFileSync(join(site, 'config.json'), JSON.stringify(config, null, 2));
  const port = await freePort();
  const devicePort = await freePort();
  const nowhere = `http://127.0.0.1:${await freePort()}`;
  const consoleUrl = `http://127.0.0.1:${port}`;
  // The device-control origin forwards to the mock's port, and the mock is told it is that origin.
  const mockPort = await freePort();
  const dc = await forwardTo(`http://127.0.0.1:${mockPort}`);
  closers.push(() => dc.close());
  const mock = await createMockServer({
    port: mockPort,
    dbFile: join(folder, 'db.json'),
    reset: true,
    devices: 20,
    allowedOrigins: [consoleUrl],
    deviceControlUrl: dc.url,
  });
  closers.push(() => mock.close());
  const fleet = await startFleet({
    count: 3,
    port: devicePort,
    allowedOrigins: [consoleUrl],
    rebootMs: 1500,
  });
  closers.push(() => fleet.close());

  // This run's build, with the players' port of this run, as an operator copies dist/ to the server.
  cpSync(TEST_BUILD_DIR, site, { recursive: true });
  for (const name of readdirSync(join(site, 'assets')).filter((file) => file.endsWith('.js'))) {
    const file = join(site, 'assets', name);
    writeFileSync(file, readFileSync(file, 'utf8').split(DEVICE_PORT_PLACEHOLDER).join(String(devicePort)));
  }
  writeConfig({ platformUrl: mock.url, deviceControlUrl: dc.url });
  const nginx: RunningNginx = await startNginx(join(folder, 'nginx'), {
    port,
    root: site,
    platformOrigins: [mock.url, nowhere],
    dcOrigin: dc.url,
    playerPort: devicePort,
  });
  closers.push(() => nginx.stop());
  return { url: nginx.url, platformUrl: mock.url, dc, nowhere, devicePort, writeConfig };
}

const test = journeyTest.extend<{ site: PolicyWatchedBrowser }, { production: Production }>({
  production: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const folder = mkdtempSync(join(tmpdir(), 'dm-production-'));
      const closers: (() => Promise<void>)[] = [];
      try {
        await use(await startProduction(folder, closers));
      } finally {
        for (const close of closers.reverse()) await close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  site: async ({ browser, production, consoleErrors }, use) => {
    const context = await browser.newContext({ ...DEFAULT_CONTEXT, baseURL: production.url });
    consoleErrors.watch(context);
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await use({ context, violations });
    await context.close();
  },
});

/**
 * The console as it runs in production: this run's build behind nginx with the README's configuration
 * (deploy/device-manager.nginx.conf), the platform and the device-control backend on two other origins, the
 * players on theirs. The Content-Security-Policy allows exactly those origins; the browser reports any violation.
 */
test.describe('served by nginx as in production', () => {
  test('answers every console address with index.html, caches hashed files a year and index.html never', async ({
    production,
  }) => {
    const { url, platformUrl, dc, nowhere, devicePort } = production;
    const nginx = { url };
    const deep = await fetch(`${nginx.url}/kiosk/devices?search=lobby`);
    expect(deep.status).toBe(200);
    const html = await deep.text();
    expect(html).toContain('<div id="root">');
    expect(deep.headers.get('cache-control')).toBe('no-store');
    const csp = deep.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(
      `connect-src 'self' ${platformUrl} ${nowhere} ${dc.url} http://*:${devicePort} http: https:;`,
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
        `${nginx.url}/login?app=dc&returnUrl=%2Fkiosk%2Fthemes`,
      );
      expect(await page.evaluate(() => localStorage.getItem('dm.accessToken'))).toBeNull();
      expect(violations).toEqual([]);
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
