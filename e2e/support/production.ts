import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../deploy/nginxServer';
import { createMockServer } from '../../mock-server/app';
import { startFleet } from '../../mock-server/fleet';
import {
  DEVICE_PORT_PLACEHOLDER,
  freePort,
  JOURNEY_REBOOT_MS,
  JOURNEY_SCREENSHOT_MS,
  TEST_BUILD_DIR,
} from './stack';
import { forwardTo, type Forward } from './tcpForward';
import { DEFAULT_CONTEXT, test as journeyTest } from './test';

/** A PNG of one pixel: the logo the content sites serve. */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A web server of the test on loopback standing in for a site content URLs and logos point at: `welcome.mp4`
 * (its type readable by the console, CORS) and `logo.png`. Resolves with its origin.
 */
async function startContentSite(consoleUrl: string, closers: (() => Promise<void>)[]): Promise<string> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const [type, body] =
      path === '/logo.png' ? ['image/png', PNG_PIXEL] : ['video/mp4', Buffer.from('ftypmp42')];
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Access-Control-Allow-Origin': consoleUrl,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  closers.push(() => new Promise((closed) => server.close(() => closed())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The production site of a journey file: nginx serving the build, the platform, the device-control backend, players. */
export interface Production {
  /** The console's address, behind nginx. */
  url: string;
  platformUrl: string;
  dc: Forward;
  /** A platform the operator configured that is down: allowed by the policy, answering nothing. */
  nowhere: string;
  /** The port the players answer on. */
  devicePort: number;
  /** Two sites content may point at: one CONTENT_SOURCES names, one it does not. */
  content: { allowed: string; blocked: string };
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
    screenshotDelayMs: JOURNEY_SCREENSHOT_MS,
  });
  closers.push(() => mock.close());
  const fleet = await startFleet({
    count: 3,
    port: devicePort,
    allowedOrigins: [consoleUrl],
    rebootMs: JOURNEY_REBOOT_MS,
  });
  closers.push(() => fleet.close());
  const content = {
    allowed: await startContentSite(consoleUrl, closers),
    blocked: await startContentSite(consoleUrl, closers),
  };

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
    contentSources: [content.allowed],
  });
  closers.push(() => nginx.stop());
  return { url: nginx.url, platformUrl: mock.url, dc, nowhere, devicePort, content, writeConfig };
}

/**
 * The journeys' fixtures with the production site (one per worker) and a browser whose Content-Security-Policy
 * violations the test reads.
 */
export const productionTest = journeyTest.extend<{ site: PolicyWatchedBrowser }, { production: Production }>({
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
