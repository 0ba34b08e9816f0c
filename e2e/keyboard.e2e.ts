import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import {
  expectDialogTrapsFocus,
  expectTabOrder,
  expectVisibleFocus,
  focused,
  tabTo,
} from './support/keyboard';
import { expectText } from './support/journey';
import { serialAt } from './support/qbic';
import { playerRow } from './support/qbicPage';
import { expectRoute } from './support/shell';
import { expect, test } from './support/test';

/** The header every signed-in screen starts with, in the order Tab reaches it. */
const HEADER = ['button "Open the main menu"', 'button "Apps"', 'button "Profile"'];

/** Opens a screen and waits for what shows once it is there; the keyboard starts at the top of the page. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
}

/** Opens the focused menu button with the keyboard, moves in the menu, closes it and checks the focus came back. */
async function expectMenuByKeyboard(page: Page) {
  const opener = await focused(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').or(page.getByRole('dialog')).first();
  await menu.waitFor();
  await expect.poll(() => menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('ArrowDown');
  expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await expect.poll(() => focused(page)).toBe(opener);
}

/** From the current tab, End reaches the area's Settings tab, which opens its dialog and gets the focus back. */
async function expectSettingsTab(page: Page, current: string) {
  await tabTo(page, current, { backwards: true });
  await page.keyboard.press('End');
  await expect.poll(() => focused(page)).toContain('tab "Settings"');
  await expectVisibleFocus(page);
  await expectDialogTrapsFocus(page);
}

test.describe('keyboard: every main screen is reachable and operable by keyboard, with visible focus', () => {
  test('the console watcher of every journey sees a console error and an uncaught exception', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      console.error('written on purpose');
      setTimeout(() => {
        throw new Error('thrown on purpose');
      });
    });
    await expect
      .poll(() => consoleErrors.unexpected().map((problem) => `${problem.kind}: ${problem.text}`))
      .toEqual(['console: written on purpose', 'pageerror: Error: thrown on purpose']);
    consoleErrors.allow(/on purpose/);
  });

  test('sign-in: fields, button, single sign-on and language in order; signs in with the keyboard alone', async ({
    openPerson,
  }) => {
    const signedOut = await openPerson({ account: null });
    const page = await signedOut.newPage();
    await open(page, '/login', 'input[name="username"]');
    await expect.poll(() => focused(page)).toContain('textbox "User name"');
    await expectVisibleFocus(page);
    await expectTabOrder(page, [
      'textbox "Password"',
      'button "Sign in"',
      'button "Use single sign-on (SSO)"',
      'combobox "Language',
    ]);
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toContain('combobox "Language');

    await tabTo(page, 'textbox "User name"', { backwards: true });
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .or(page.getByText(/incorrect|wrong|invalid/i))
      .first()
      .waitFor();
    await page.locator('input[name="password"]').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expectRoute(page, '/kiosk/devices');
  });

  test('Devices: header, tabs, search and rows; Space selects a row; the bar opens the configuration', async ({
    page,
  }) => {
    await open(page, '/kiosk/devices', 'tbody tr');
    await expectTabOrder(page, [
      ...HEADER,
      'tab "Devices"',
      'searchbox',
      // Upload needs no ticked device: it is in the toolbar, after the filters.
      'button "Upload"',
      'checkbox "Select all devices on this page"',
    ]);
    await tabTo(page, /^checkbox "Select /);
    await page.keyboard.press('Space');
    const bar = page.getByTestId('device-bottom-bar');
    await bar.waitFor();
    const row = await focused(page);
    expect(row).toMatch(/^checkbox "Select (?!all).*\[checked\]/);
    // The bar is one key away from the selected row (Enter), and the row one key away from the bar (Escape).
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('button "Request screenshot"');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe(row);
    expect(await bar.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, 'button "Start configuration"', { limit: 6 });
    await expectVisibleFocus(page);
    await expectDialogTrapsFocus(page);
    await page.keyboard.press('Enter');
    const choice = page.getByRole('dialog');
    await choice.waitFor();
    await tabTo(page, 'button "Room display with event view"');
    await page.keyboard.press('Enter');
    await page.locator('#config-region').waitFor();
    await expectAccessible(page, 'configuration form');
    // The duration says its unit, and a number out of range is shown as used, with a word why.
    const duration = page.getByRole('spinbutton', { name: 'Home screen duration' });
    const field = duration.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
    await expect.poll(() => field.innerText()).toContain('seconds');
    await duration.fill('-1');
    await expect.poll(() => duration.inputValue()).toBe('0');
    await expect
      .poll(() => field.innerText())
      .toContain('“-1” is not a whole number from 0 to 999, so 0 is used instead.');
    await tabTo(page, 'button "Cancel"', { limit: 40 });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  test('the header menus open, move and close with the keyboard', async ({ page }) => {
    await open(page, '/kiosk/devices', 'tbody tr');
    await tabTo(page, 'button "Profile"');
    await expectMenuByKeyboard(page);
    await tabTo(page, 'button "Language', { backwards: true });
    await expectMenuByKeyboard(page);
    await tabTo(page, 'button "Open the main menu"', { backwards: true });
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.waitFor();
    await expect.poll(() => nav.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button "Open the main menu"');
  });

  test('the tabs: arrow keys move between them, Enter opens QBIC, and Settings opens its dialog and gives the focus back', async ({
    page,
  }) => {
    await open(page, '/kiosk/devices', 'tbody tr');
    await tabTo(page, 'tab "Devices"');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toContain('tab "QBIC devices"');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expectRoute(page, '/kiosk/qbic');
    await expectTabOrder(page, ['button "Add range"', 'button "Scan"']);
    await tabTo(page, 'button "Add range"', { backwards: true });
    await expectDialogTrapsFocus(page);

    await expectSettingsTab(page, 'tab "QBIC devices"');
  });

  test('QBIC: the bar is one key from a selected player (Enter), and the player one key from the bar (Escape)', async ({
    page,
  }) => {
    await open(page, '/kiosk/qbic', 'button:has-text("Scan")');
    // Scan disables itself while it runs: the focus waits on Cancel and comes back to Scan, never the page body.
    await page.getByRole('button', { name: 'Scan', exact: true }).press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^button "(Cancel|Scan)"/);
    await expectText(page, /Scan finished: \d+ players found/, 20_000);
    await expect.poll(() => focused(page)).toBe('button "Scan"');
    const box = playerRow(page, serialAt(1)).getByRole('checkbox');
    await box.focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected players' });
    await bar.waitFor();
    const row = await focused(page);
    expect(row).toMatch(/^checkbox "Select .*\[checked\]/);
    await page.keyboard.press('Enter');
    await expect.poll(() => bar.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await focused(page)).toMatch(/^button "/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe(row);
  });

  test('Profiles and Themes: search, Create, display types, sorting and Edit in order; Enter opens an edit page', async ({
    page,
  }) => {
    await open(page, '/kiosk/profiles', 'tbody tr');
    await expectTabOrder(page, [
      'tab "Profiles"',
      'textbox "Search"',
      'link "Create"',
      'tab "Room display"',
      'button "Sort: Name',
      'link "Edit"',
    ]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/kiosk\/profiles\/[^/]+$/);
    await page.locator('input[name="name"]').waitFor();

    await open(page, '/kiosk/themes', 'tbody tr');
    await expectTabOrder(page, ['tab "Themes"', 'textbox "Search"', 'link "Create"']);
    await page.keyboard.press('Enter');
    await expectRoute(page, '/kiosk/themes/create');
    // The profile left open on the Profiles tab stays mounted, hidden, with its own name field.
    await page.locator('input[name="name"]:visible').waitFor();
    await tabTo(page, 'textbox "Label');
    await expectVisibleFocus(page);
  });

  test('Workplace: switches and boxes toggle with Space; the settings dialog keeps the focus', async ({
    page,
  }) => {
    await open(page, '/workplace/features', 'input[type="checkbox"]');
    await expectTabOrder(page, ['tab "Features"', 'switch "Floor plan views"', 'checkbox "2D plan"']);
    await tabTo(page, 'switch "Book a ticket"');
    await page.keyboard.press('Space');
    await expect.poll(() => focused(page)).toBe('switch "Book a ticket" [checked]');
    const sheet = page.getByRole('region', { name: 'Workplace configuration actions' });
    await sheet.waitFor();
    await tabTo(page, 'button "Discard"', { limit: 40 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });

    // Opened whole: the workplace editor is left as a person leaves it after discarding.
    await page.goto('/workplace/theme');
    await page.locator('input[name="accentColor"]').waitFor();
    await expectTabOrder(page, [
      'tab "Theme"',
      'textbox "Accent colour"',
      'radio "Text"',
      'textbox "Branding text"',
    ]);
    await expectSettingsTab(page, 'tab "Theme"');
  });

  test('Content library and content rules: toolbar, views, items; dialogs keep the focus and give it back', async ({
    page,
  }) => {
    await open(page, '/contentlibrary', '[data-testid^="content-card-"]');
    await expectTabOrder(page, [
      'textbox "Search"',
      'combobox "Type"',
      'button "Cards"',
      'button "Table"',
      'link "Create"',
      /^link "/,
    ]);
    await tabTo(page, 'button "Table"', { backwards: true });
    await page.keyboard.press('Space');
    await page.locator('tbody tr').first().waitFor();

    // Ready once the rules list's own Filter shows: the library's table rows are still there a moment.
    await open(page, '/contentadmin', 'button:has-text("Filter")');
    await expectTabOrder(page, ['textbox "Search"', 'button "Filter"', 'link "What will this screen show?"']);
    await tabTo(page, 'button "Filter"', { backwards: true });
    await expectDialogTrapsFocus(page);
    await tabTo(page, 'button "Create"');
    await expectVisibleFocus(page);
    await expectDialogTrapsFocus(page);
  });
});
