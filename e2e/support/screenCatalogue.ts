import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAsShown } from './accessibility';
import { openBrowser, type Browser } from './browser';
import { DEMO_PASSWORD, openInApp } from './journey';
import { clearSession, storeSession } from './session';

/**
 * The screen catalogue: every screen of the console, in the light and the dark theme, on a laptop and on a tablet,
 * each checked once there for its layout (nothing wider than the window, the header whole) and for WCAG 2.1 AA.
 * Journeys check the dialogs and the states they bring up; the screens as they open are checked here
 * (src/test/journeyAccessibility.test.ts holds the line). A new screen gets a line below. One journey file a
 * theme (screensLight, screensDark), so that two test workers share the catalogue.
 */

interface Screen {
  path: string;
  /** What shows once the screen has loaded. */
  ready(page: Page): Promise<unknown>;
}

const heading = (page: Page) => page.locator('h1:visible, h2:visible').first().waitFor();
// Visible ones: the kiosk keeps the tabs it showed before, hidden, with their state.
const firstRow = (page: Page) => page.locator('tbody tr:visible').first().waitFor();
const nameField = (page: Page) => page.locator('input[name="name"]:visible').waitFor();
const main = (page: Page) => page.locator('main:visible').first().waitFor();

/** The screens of a signed-out browser. */
const SIGNED_OUT: Screen[] = [
  { path: '/login', ready: heading },
  { path: '/no-sso', ready: heading },
  { path: '/pagenotfound', ready: heading },
];

/** The screens as the admin sees them. */
const ADMIN: Screen[] = [
  { path: '/kiosk/devices', ready: firstRow },
  { path: '/kiosk/qbic', ready: (page) => page.getByTestId('tab-qbic').waitFor() },
  { path: '/kiosk/profiles', ready: firstRow },
  { path: '/kiosk/profiles/create', ready: nameField },
  { path: '/kiosk/themes', ready: firstRow },
  { path: '/kiosk/themes/create', ready: nameField },
  { path: '/workplace/features', ready: main },
  { path: '/workplace/theme', ready: main },
  { path: '/contentadmin', ready: firstRow },
  { path: '/contentadmin/preview', ready: (page) => page.getByTestId('screen-preview').waitFor() },
  { path: '/contentlibrary', ready: main },
  { path: '/pagenotfound', ready: heading },
];

/** The screen of a user the console has nothing for. */
const VIEWER: Screen[] = [{ path: '/unauthorized', ready: heading }];

/** A laptop's window and a tablet's. */
const WINDOWS = [
  { width: 1366, height: 860 },
  { width: 768, height: 1024 },
];

/** What of the screen's layout a person would see as broken, measured on the screen; empty when nothing is. */
const layoutFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      faults.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`);
    const header = document.querySelector('header');
    if (header) {
      const box = header.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 1) faults.push(`the header spans ${box.left}–${box.right} px`);
    }
    return faults;
  });

/** Whether the page is drawn dark: its background's channels add up to little. */
const drawnDark = (page: Page) =>
  page.evaluate(() => {
    const channels = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return channels.slice(0, 3).reduce((sum, value) => sum + value, 0) < 384;
  });

type Visitor = 'signed out' | 'admin' | 'viewer';

/**
 * The catalogue in one theme, in each window size, on the console at `consoleUrl`: one tab, which each kind of
 * visitor takes over in turn (signed out, then signed in through the API), and which is resized from the laptop's
 * window to the tablet's as a person turns a window narrower. Within a visitor, screens open as links do.
 */
export const screenCatalogue = (consoleUrl: string, theme: 'light' | 'dark') =>
  describe(`Screens, ${theme} theme`, () => {
    let browser: Browser;
    let page: Page;
    /** Who the tab is signed in as (or signed out). */
    let visitor: Visitor | undefined;

    beforeAll(async () => {
      browser = await openBrowser({ colorScheme: theme, ...WINDOWS[0] });
      page = await browser.context.newPage();
    });
    afterAll(async () => {
      await browser.close();
    });

    /** The tab as `user`: a change of visitor leaves the tab on a blank address of the origin. */
    async function visitAs(user: Visitor) {
      if (visitor === user) return;
      if (user === 'signed out') await clearSession(page, consoleUrl);
      else await storeSession(page, consoleUrl, user, DEMO_PASSWORD);
      visitor = user;
    }

    const check = async (user: Visitor, { path, ready }: Screen, { width }: (typeof WINDOWS)[number]) => {
      await visitAs(user);
      // The first screen after a change of visitor loads whole; the others open as links do.
      await openInApp(page, consoleUrl, path);
      await ready(page);
      expect(await drawnDark(page), `${path} is drawn in the ${theme} theme`).toBe(theme === 'dark');
      expect(await layoutFaults(page), `${path}: layout`).toEqual([]);
      await expectAccessibleAsShown(page, `${path} at ${width} px`, theme);
    };

    const visitors: [Visitor, Screen[]][] = [
      ['signed out', SIGNED_OUT],
      ['admin', ADMIN],
      ['viewer', VIEWER],
    ];
    describe.each(visitors)('%s', (user, screens) => {
      describe.each(WINDOWS)('$width px', (window) => {
        beforeAll(async () => {
          await page.setViewportSize(window);
        });
        it.each(screens)('$path', (screen) => check(user, screen, window));
      });
    });
  });
