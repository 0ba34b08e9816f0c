import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectText } from './support/journey';
import { expectAccessible } from './support/accessibility';
import { focused } from './support/keyboard';
import { expect, test } from './support/test';
import { readListAddress } from '../src/components/list/listAddress';

const DEVICES = '/kiosk/devices';
const SCREENS = 'e2e/out/screens';

/** Opens the Devices tab with the given query (the browser is signed in). */
async function openDevices(page: Page, search = ''): Promise<void> {
  await page.goto(`${DEVICES}${search}`);
  await page.getByTestId('devices-tab').waitFor();
}

/** Opens the list on one device (by serial number) and selects its row. */
async function selectDevice(page: Page, serial: string): Promise<void> {
  await openDevices(page, `?q=${serial}`);
  const row = page.locator('tbody tr');
  await poll(() => row.count()).toBe(1);
  await row.first().click();
  await page.getByTestId('device-bottom-bar').waitFor();
}

/** Picks an option of a configuration select by the select's name. */
async function choose(page: Page, name: string, option: string | RegExp): Promise<void> {
  await page.locator(`#config-${name}`).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Waits for a value the page shows (the test build of React is slow on small machines). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const statusesShown = (page: Page) =>
  page
    .locator('tbody tr [data-status]')
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('data-status')));

test.describe('Devices tab', () => {
  test('filters to the offline devices from the health chart, and the filter lives in the URL', async ({
    page,
  }) => {
    await openDevices(page);
    // The chart counts the devices once they have loaded: the rows are there first, then the count is read.
    await page.locator('tbody tr [data-status]').first().waitFor();
    const offline = page.getByRole('button', { name: /^Offline: \d+$/ }).first();
    const offlineCount = async () => Number((await offline.innerText()).split(': ')[1]);
    await poll(offlineCount).toBeGreaterThan(0);
    const count = await offlineCount();
    await offline.click();
    // The address holds the filter in the format of every list of the console.
    await page.waitForURL((url) => JSON.stringify(readListAddress(url.search).filter) === '{"status":[0]}');
    await poll(() => statusesShown(page)).toEqual(Array(count).fill('0'));
    // The same view opens again from the address alone.
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await poll(() => statusesShown(page)).toEqual(Array(count).fill('0'));
    // A link of the earlier format (bookmarked before) opens the same view, at today's address.
    await page.goto(`${DEVICES}?status=0`);
    await page.waitForURL(url);
    await poll(() => statusesShown(page)).toEqual(Array(count).fill('0'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await poll(async () => (await statusesShown(page)).length).toBeGreaterThan(count);
  });

  test('opened by its address, the tab asks for the device list once, before the shell has loaded its code', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/device/all' || /\/AppLayout-[^/]*\.js$/.test(pathname)) asked.push(pathname);
    });
    for (const search of ['', '?filter={"q":"tower","status":[1]}&sort=status']) {
      asked.length = 0;
      await page.goto('about:blank');
      await openDevices(page, search);
      await page.locator('tbody tr [data-status]').first().waitFor();
      expect(asked.filter((path) => path === '/device/all')).toHaveLength(1);
      expect(asked[0]).toBe('/device/all');
    }
  });

  test('the health chart is one Tab stop a status, each named once', async ({ page }) => {
    await openDevices(page);
    const chart = page.locator('section[aria-labelledby="fleet-health-title"]');
    // The legend's chips, one a status: the bar's parts are for the mouse and take no stop of their own.
    const chips = chart.locator('.MuiChip-root');
    await chips.first().waitFor();
    const inChart = () => chart.evaluate((section) => section.contains(document.activeElement));
    // From the top of the page, as after opening it: the header's first control.
    await page.getByRole('button', { name: 'Open the main menu' }).focus();
    const stops: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      if (await inChart()) stops.push(await focused(page));
      else if (stops.length > 0) break;
    }
    expect(stops, 'one stop a status').toHaveLength(await chips.count());
    expect(new Set(stops).size, 'no name twice').toBe(stops.length);
    expect(
      stops.every((stop) => stop.includes('button "')),
      stops.join('\n'),
    ).toBe(true);
  });

  test('configures a room display and shows the saved choices after a reload', async ({ page }) => {
    await selectDevice(page, 'QBX0000011');
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Room display with event view' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Missing: Region, Room, Profile, Theme');
    await expectAccessible(page, 'room display configuration with missing fields');
    await choose(page, 'region', 'Berlin');
    await choose(page, 'room', /^Board Room|^Focus Room|^Huddle|^Training Room|^Meeting Room|^Studio/);
    const room = await page.locator('#config-room').innerText();
    await choose(page, 'profile', 'Executive room display');
    await choose(page, 'theme', 'Dark room theme');
    await page.getByRole('button', { name: 'Increase' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'The configuration was saved.');
    const place = new RegExp(`^Berlin \\w+ / ${room.replace('.', '\\.')}$`);
    await expectText(page, place);

    await page.reload();
    await page.locator('tbody tr').first().click();
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Room display with event view' }).click();
    await poll(() => page.locator('#config-region').innerText()).toBe('Berlin');
    await poll(() => page.locator('#config-room').innerText()).toBe(room);
    await poll(() => page.locator('#config-profile').innerText()).toBe('Executive room display');
    await poll(() => page.locator('#config-theme').innerText()).toBe('Dark room theme');
    await poll(() => page.locator('input[name="duration"]').inputValue()).toBe('11');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => page.locator('tbody tr [data-status]').first().getAttribute('data-status')).toBe('1');
  });

  test('configures a floor display with two floors and a default floor', async ({ page }) => {
    await selectDevice(page, 'QBX0000007');
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Floor display' }).waitFor();
    await expectAccessible(page, 'select display type dialog');
    // Cancel closes the choice without starting anything; the bar is still there to start again.
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Floor display' }).click();
    await choose(page, 'region', 'Stockholm');
    await choose(page, 'building', 'Stockholm Campus');
    await page.getByLabel('Floor 1').check();
    await page.getByLabel('Floor 3').check();
    await choose(page, 'defaultFloor', 'Floor 3');
    await choose(page, 'profile', 'Lobby floor display');
    await choose(page, 'theme', 'Brand light floor theme');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'The configuration was saved.');
    await expectText(page, 'Stockholm Campus');

    await page.reload();
    await page.locator('tbody tr').first().click();
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Floor display' }).click();
    await poll(() => page.locator('#config-building').innerText()).toBe('Stockholm Campus');
    const ticked = () =>
      page
        .locator('input[name="selectedFloors"]:checked')
        .evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent));
    await poll(ticked).toEqual(['Floor 1', 'Floor 3']);
    await poll(() => page.locator('#config-defaultFloor').innerText()).toBe('Floor 3');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  test('requests a screenshot and shows the fresh picture with its age and the device versions', async ({
    page,
  }) => {
    await selectDevice(page, 'QBX0000002');
    await page.getByRole('button', { name: 'Request screenshot' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: /^Latest screenshot of / }).waitFor({ timeout: 15_000 });
    await poll(() => dialog.getByTestId('screenshot-age').innerText()).toMatch(/^Taken \d+ seconds? ago$/);
    const size = await dialog
      .locator('img')
      .evaluate((image) => [
        (image as HTMLImageElement).naturalWidth,
        (image as HTMLImageElement).naturalHeight,
      ]);
    expect(size).toEqual([320, 180]);
    // Shown at its own size in the larger frame, never blown up.
    const shown = await dialog.locator('img').evaluate((image) => [image.clientWidth, image.clientHeight]);
    expect(shown).toEqual([320, 180]);
    await expectText(page, 'Firmware version');
    await expectAccessible(page, 'screenshot dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('forces configuration on several devices and sums up which failed and why', async ({ page }) => {
    await openDevices(page, '?type=RD&status=1,4');
    await page.locator('tbody tr [data-status]').first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
    const selected = await page.locator('tbody tr').count();
    await expectText(page, `${selected} devices selected`);
    await page.getByRole('button', { name: 'Force configure' }).click();
    const summary = page.getByRole('dialog', { name: 'Forced configuration' });
    await summary.waitFor();
    const counted = async (testId: string) =>
      Number((await summary.getByTestId(testId).innerText()).replace(/\D/g, ''));
    await poll(async () => (await counted('summary-succeeded')) + (await counted('summary-failed'))).toBe(
      selected,
    );
    expect(await counted('summary-failed')).toBeGreaterThan(0);
    await expectText(page, 'The device has no configuration yet. Start a configuration first.');
    await expectAccessible(page, 'forced configuration summary');
    await summary.getByRole('button', { name: 'Close' }).click();
  });

  test('sets a label and a new group', async ({ page }) => {
    await selectDevice(page, 'QBX0000016');
    await page.getByRole('button', { name: 'Label and group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="label"]').fill('Boardroom screen');
    await dialog.locator('input[name="group"]').fill('Pilot floor');
    await expectText(page, 'New group “Pilot floor”');
    await expectAccessible(page, 'label and group dialog');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Label and group were saved.');
    await expectText(page, 'Boardroom screen');
    await openDevices(page, '?group=Pilot+floor');
    await poll(() => page.locator('tbody tr').count()).toBe(1);
    await expectText(page, 'Boardroom screen');
  });

  test('unregisters a device only after the unlink confirmation', async ({ page }) => {
    await selectDevice(page, 'QBX0000020');
    await page.getByRole('button', { name: 'Unregister' }).click();
    await expectText(page, 'Unregister device');
    await expectAccessible(page, 'unregister confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Unregister' }).click();
    await page.getByRole('dialog', { name: 'Unregister device' }).waitFor();
    await page.getByRole('button', { name: 'Yes, unregister' }).click();
    await expectText(page, 'The device was unregistered.');
    await expectText(page, 'No devices match these filters.');
    await page.reload();
    await expectText(page, 'No devices match these filters.');
  });

  test('looks right in German and in dark mode', async ({ openPerson }) => {
    mkdirSync(SCREENS, { recursive: true });
    const german = await openPerson({ locale: 'de-DE', colorScheme: 'dark' });
    const dark = await german.newPage();
    await dark.goto(`${DEVICES}?status=0,1`);
    await dark.locator('tbody tr').first().waitFor();
    await expectText(dark, 'Zustand der Geräte');
    await expectText(dark, 'Displaytyp');
    // MUI's own labels speak the UI language too (the pager said "Go to previous page").
    await dark.getByRole('button', { name: 'Zur vorherigen Seite' }).waitFor();
    const background = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red + green + blue).toBeLessThan(150);
    await dark.screenshot({ path: `${SCREENS}/devices-journey-de-dark.png` });
    await dark.locator('tbody tr').first().click();
    await dark.getByTestId('device-bottom-bar').waitFor();
    await expectText(dark, 'Konfiguration starten');
    await dark.screenshot({ path: `${SCREENS}/devices-journey-de-dark-bar.png` });
  });
});
