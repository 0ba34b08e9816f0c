// npm run screenshots [name …]: signs in as admin and saves each screen in light and dark, English and German, at
// 1366 and 768 px wide, scrolled to the top and (when it scrolls) to the bottom, to e2e/out/screens/ for a person
// to look at. Names pick screens by part of their name (`npm run screenshots -- workplace content`). Uses the
// test build (E2E_REUSE_BUILD=1 keeps the last one).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import * as XLSX from 'xlsx';
import { DEVICE_SHEET_COLUMNS } from '../src/domain/deviceBulk';
import { VARIANTS } from './screenLooks';

const OUT = 'e2e/out/screens';

interface Screen {
  name: string;
  path: string;
  /** What a person does on the page before the shot (open a dialog, switch a view), in any language. */
  act?: (page: Page) => Promise<unknown>;
  /** Who is signed in for it (default the administrator). */
  account?: 'admin' | 'contributor';
}

const openSettings = async (page: Page) => {
  await page.getByTestId('tab-settings').click();
  await page.getByRole('dialog').waitFor();
};

/** A small logo, drawn by the browser itself: what an administrator would upload. */
async function logoPng(page: Page): Promise<Buffer> {
  const canvas = await page.context().newPage();
  await canvas.setContent(
    '<div id="logo" style="display:inline-flex;align-items:center;gap:8px;padding:6px 12px;background:#fff;' +
      'font:700 28px Arial;color:#0b5394"><span style="width:30px;height:30px;border-radius:50%;' +
      'background:#e69138;display:inline-block"></span>ACME</div>',
  );
  const png = await canvas.locator('#logo').screenshot();
  await canvas.close();
  return png;
}

/** A Devices sheet whose only row is filled but fits nothing: ids of no region, room or profile, a floor theme. */
function wrongValuesSheet(): Buffer {
  const header = Object.values(DEVICE_SHEET_COLUMNS);
  const values: Record<string, string> = {
    deviceId: 'dev-00001',
    displayType: 'RD',
    regionId: 'region-none',
    roomId: 'room-none',
    profileId: 'profile-none',
    themeId: 'theme-acme-fd-1',
  };
  const row = Object.keys(DEVICE_SHEET_COLUMNS).map((column) => values[column] ?? '');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, row]), 'Devices');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** One device selected, Upload, a file chosen and validated. */
async function uploadOnOneDevice(page: Page, file: { name: string; buffer: Buffer }) {
  await page.locator('tbody tr input[type="checkbox"]').nth(1).check();
  await page.getByRole('button', { name: /^(Upload|Hochladen)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="fileupload"]').setInputFiles({ ...file, mimeType: XLSX_TYPE });
  await dialog.getByRole('button', { name: /^(Validate|Prüfen)$/ }).click();
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every screen and dialog of the console, as the admin sees it. */
const SCREENS: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'kiosk_devices', path: '/kiosk/devices' },
  {
    name: 'kiosk_devices_selected',
    path: '/kiosk/devices',
    act: async (page) => {
      await page.locator('tbody tr input[type="checkbox"]').first().check();
      await page.getByTestId('device-bottom-bar').waitFor();
    },
  },
  { name: 'kiosk_settings', path: '/kiosk/devices', act: openSettings },
  {
    name: 'kiosk_devices_screenshot',
    path: '/kiosk/devices',
    act: async (page) => {
      await page.locator('tbody tr input[type="checkbox"]').nth(1).check();
      await page.getByTestId('device-bottom-bar').getByRole('button').first().click();
      await page.getByRole('dialog').locator('img').waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'kiosk_devices_bulk_upload',
    path: '/kiosk/devices',
    act: async (page) => {
      await page.locator('tbody tr input[type="checkbox"]').nth(1).check();
      await page.locator('tbody tr input[type="checkbox"]').nth(3).check();
      await page.getByTestId('device-bottom-bar').getByRole('button').nth(2).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'kiosk_devices_bulk_refused',
    path: '/kiosk/devices',
    act: async (page) => {
      await uploadOnOneDevice(page, { name: 'notes.xlsx', buffer: Buffer.from('Device ID,Region ID\n') });
      await page.getByRole('dialog').getByRole('alert').waitFor();
    },
  },
  {
    name: 'kiosk_devices_bulk_wrong_values',
    path: '/kiosk/devices',
    act: async (page) => {
      await uploadOnOneDevice(page, { name: 'wrong.xlsx', buffer: wrongValuesSheet() });
      await page.getByTestId('bulk-validation-failed').waitFor();
    },
  },
  { name: 'kiosk_qbic', path: '/kiosk/qbic' },
  { name: 'kiosk_profiles', path: '/kiosk/profiles' },
  { name: 'kiosk_profiles_create', path: '/kiosk/profiles/create' },
  { name: 'kiosk_themes', path: '/kiosk/themes' },
  { name: 'kiosk_themes_create', path: '/kiosk/themes/create' },
  { name: 'workplace_features', path: '/workplace/features' },
  { name: 'workplace_theme', path: '/workplace/theme' },
  {
    name: 'workplace_theme_logo',
    path: '/workplace/theme',
    act: async (page) => {
      const buffer = await logoPng(page);
      await page.locator('input[name="themeLogoType"][value="logo"]').check();
      await page
        .locator('input[name="logo-dark-file"]')
        .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer });
      await page.locator('[data-testid="picture-logo-light"]').waitFor();
    },
  },
  {
    name: 'workplace_theme_branding_logo',
    path: '/workplace/theme',
    act: async (page) => {
      await page.locator('input[name="brandingText"]').fill('Seventeen letters');
      await page.locator('input[name="brandingType"][value="logo"]').check();
      await page.locator('input[name="useSameBrandingLogo"]').check();
      await page
        .locator('input[name="logo-brand-dark-file"]')
        .setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: await logoPng(page) });
      await page.getByRole('region').last().waitFor();
    },
  },
  { name: 'workplace_settings', path: '/workplace/features', act: openSettings },
  { name: 'contentlibrary_grid', path: '/contentlibrary' },
  {
    name: 'contentlibrary_list',
    path: '/contentlibrary',
    act: async (page) => {
      await page.locator('button[value="list"]').click();
      await page.locator('tbody tr').first().waitFor();
    },
  },
  {
    name: 'contentlibrary_edit',
    path: '/contentlibrary',
    act: async (page) => {
      await page.locator('button[value="grid"]').click();
      await page.locator('[data-testid^="content-card-"]').first().click();
      await page.locator('input[name="name"]').waitFor();
    },
  },
  { name: 'contentadmin', path: '/contentadmin' },
  {
    name: 'contentadmin_filter',
    path: '/contentadmin',
    act: async (page) => {
      // Icons carry no test id in a production build: the button by its name, English or German.
      await page.getByRole('button', { name: /^Filter(n)?\b/ }).click();
      await page.getByTestId('display-type-filter').waitFor();
    },
  },
  {
    name: 'contentadmin_edit',
    path: '/contentadmin',
    act: async (page) => {
      await page.locator('tbody tr').first().click();
      await page.locator('input[name="name"]').waitFor();
    },
  },
  {
    name: 'contentadmin_rule_preview_dialog',
    path: '/contentadmin',
    act: async (page) => {
      await page.locator('tbody tr').first().click();
      await page.locator('input[name="name"]').waitFor();
      await page.getByRole('button', { name: /^(Preview content|Vorschau des Inhalts)$/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'contentadmin_preview', path: '/contentadmin/preview' },
  { name: 'contentadmin_create', path: '/contentadmin/create?app=WP' },
  { name: 'contentlibrary_create', path: '/contentlibrary/create' },
  { name: 'activity', path: '/activity' },
  { name: 'pagenotfound', path: '/pagenotfound' },
  {
    // A contributor following a link to the content admin's rules: the library, with the notice saying why.
    name: 'contributor_turned_away',
    path: '/contentadmin/contentRules',
    account: 'contributor',
    act: (page) => page.getByTestId('turned-away').waitFor(),
  },
];
const wanted = process.argv.slice(2);
const screens = wanted.length
  ? SCREENS.filter((screen) => wanted.some((name) => screen.name.includes(name)))
  : SCREENS;
/** Scrolls every scrolled area of the page (the document, a dialog, a list) to its end; false when none scrolls. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => {
    const scrolled = [document.scrollingElement, ...Array.from(document.querySelectorAll('*'))].filter(
      (element): element is Element =>
        element !== null &&
        element.scrollHeight > element.clientHeight + 4 &&
        (element === document.scrollingElement ||
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowY)),
    );
    for (const element of scrolled) element.scrollTop = element.scrollHeight;
    return scrolled.length > 0;
  });

/** Waits until nothing is loading any more (no progress bar on screen). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

mkdirSync(OUT, { recursive: true });
buildTestConsole();
// A few hundred activity entries, so that the activity log shows a full page and its paging.
const stack = await startStack({ activity: 300 });
try {
  for (const variant of VARIANTS) {
    const browser = await openBrowser(variant);
    const page = await browser.context.newPage();
    let signedIn: string | null = null;
    for (const screen of screens) {
      const account = screen.account ?? 'admin';
      if (screen.path !== '/login' && signedIn !== account) {
        if (signedIn) await page.context().clearCookies();
        if (signedIn) await page.evaluate(() => localStorage.clear());
        await signIn(page, stack.consoleUrl, account);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        signedIn = account;
      }
      const file = `${OUT}/${screen.name}-${variant.tag}`;
      try {
        await page.goto(`${stack.consoleUrl}${screen.path}`);
        await settle(page);
        await screen.act?.(page);
        await settle(page);
      } catch (error) {
        // One screen that cannot be reached leaves the others to take; the line says which and why.
        process.stderr.write(`${file}: not taken: ${(error as Error).message.split('\n')[0]}\n`);
        continue;
      }
      await page.screenshot({ path: `${file}.png`, animations: 'disabled' });
      process.stdout.write(`${file}.png\n`);
      if (await scrollToBottom(page)) {
        await page.screenshot({ path: `${file}-bottom.png`, animations: 'disabled' });
        process.stdout.write(`${file}-bottom.png\n`);
      }
    }
    await browser.close();
  }
} finally {
  await stack.close();
}
