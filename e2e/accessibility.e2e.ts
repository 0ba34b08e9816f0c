import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { stack } from './support/fileStack';
import { openPath, routeOfUrl, signIn } from './support/journey';
import { expectRoute, freshPage } from './support/shell';

const { consoleUrl } = stack;

/** Every screen of the console as the admin sees it, with what shows once it has loaded. */
const SCREENS: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/kiosk/devices', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: '/kiosk/qbic', ready: (page) => page.getByTestId('tab-qbic').waitFor() },
  { path: '/kiosk/profiles', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: '/kiosk/profiles/create', ready: (page) => page.locator('input[name="name"]').waitFor() },
  { path: '/kiosk/themes', ready: (page) => page.locator('tbody tr').first().waitFor() },
  { path: '/kiosk/themes/create', ready: (page) => page.locator('input[name="name"]').waitFor() },
  { path: '/workplace/features', ready: (page) => page.getByRole('main').waitFor() },
  { path: '/workplace/theme', ready: (page) => page.getByRole('main').waitFor() },
  { path: '/contentadmin', ready: (page) => page.getByRole('main').waitFor() },
  { path: '/contentlibrary', ready: (page) => page.getByRole('main').waitFor() },
  { path: '/pagenotfound', ready: (page) => page.getByRole('heading').first().waitFor() },
];

describe('accessibility: every screen has no serious or critical WCAG 2.1 AA violation, light and dark', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await openBrowser();
    page = await freshPage(browser, consoleUrl);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the sign-in pages and the not-found page, signed out', async () => {
    for (const path of ['/login', '/no-sso', '/pagenotfound']) {
      await openPath(page, consoleUrl, path);
      await page.getByRole('heading').first().waitFor();
      await expectAccessible(page, path);
    }
    await openPath(page, consoleUrl, '/login');
    await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await page.locator('input[name="tenant"]').waitFor();
    await expectAccessible(page, 'sign-in with the organization field');
  });

  it.each(SCREENS)('$path', async ({ path, ready }) => {
    if (!page.url().startsWith(consoleUrl) || routeOfUrl(new URL(page.url())).startsWith('/login')) {
      await signIn(page, consoleUrl, 'admin');
      await expectRoute(page, '/kiosk/devices');
    }
    await openPath(page, consoleUrl, path);
    await ready(page);
    await expectAccessible(page, path);
  });

  it('the header menus and the kiosk settings dialog', async () => {
    await openPath(page, consoleUrl, '/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Open the main menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectAccessible(page, 'main menu');
    await page.keyboard.press('Escape');
    for (const menu of ['apps-panel', 'profile-menu', 'language-menu']) {
      await page.getByTestId(menu).click();
      await page
        .getByRole('menu')
        .or(page.getByRole('dialog'))
        .or(page.getByRole('presentation'))
        .first()
        .waitFor();
      await expectAccessible(page, menu);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('tab-settings').click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'kiosk settings dialog');
    await page.keyboard.press('Escape');
  });

  it('the page a user without console permission sees', async () => {
    const viewer = await freshPage(browser, consoleUrl);
    await signIn(viewer, consoleUrl, 'viewer');
    await expectRoute(viewer, '/unauthorized');
    await viewer.getByRole('heading').first().waitFor();
    await expectAccessible(viewer, '/unauthorized');
    await viewer.close();
  });
});
