import type { Page } from '@playwright/test';
import { expectAccessibleAsShown } from './accessibility';
import { openInApp } from './journey';
import { expect, test } from './test';

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
  { path: '/activity', ready: (page) => page.getByTestId('activity-list').waitFor() },
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

/** Who looks at the screens: nobody signed in, or an account. */
const VISITORS: { visitor: string; account: string | null; screens: Screen[] }[] = [
  { visitor: 'signed out', account: null, screens: SIGNED_OUT },
  { visitor: 'admin', account: 'admin', screens: ADMIN },
  { visitor: 'viewer', account: 'viewer', screens: VIEWER },
];

/**
 * The catalogue in one theme: a test for each kind of visitor in each window size, in a fresh browser of that
 * theme and size, which opens the first screen whole and the others as links in the console do (a step each).
 */
export function screenCatalogue(theme: 'light' | 'dark') {
  test.describe(`Screens, ${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const { visitor, account, screens } of VISITORS) {
      for (const window of WINDOWS) {
        test.describe(`${visitor}, ${window.width} px`, () => {
          test.use({ account, viewport: window });
          test('every screen is drawn whole, in its theme, and accessible', async ({ page }) => {
            for (const { path, ready } of screens) {
              await test.step(path, async () => {
                await openInApp(page, path);
                await ready(page);
                expect(await drawnDark(page), `${path} is drawn in the ${theme} theme`).toBe(
                  theme === 'dark',
                );
                expect(await layoutFaults(page), `${path}: layout`).toEqual([]);
                await expectAccessibleAsShown(page, `${path} at ${window.width} px`, theme);
              });
            }
          });
        });
      }
    }
  });
}
