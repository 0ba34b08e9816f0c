import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { adminApi } from './support/api';
import { expectText } from './support/journey';
import { downloadSheets, saveBook, sheetFolder, type Grid } from './support/sheets';
import { expect, test } from './support/test';

test.use({ colorScheme: 'dark' });

const files = sheetFolder();

/** Opens the Devices tab filtered by the search text and ticks every device on the page. */
async function selectMatching(page: Page, search: string): Promise<number> {
  await page.goto(`/kiosk/devices?q=${encodeURIComponent(search)}`);
  await page.getByTestId('devices-tab').waitFor();
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
  await page.getByTestId('device-bottom-bar').waitFor();
  return page.locator('tbody tr').count();
}

const download = (page: Page, button: string | RegExp, name: string) =>
  downloadSheets(page, files, () => page.getByRole('button', { name: button }).click(), name);
const save = (name: string, sheets: Record<string, Grid>) => saveBook(files, name, sheets);

async function uploadAndValidate(page: Page, path: string) {
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk configuration upload' });
  await expect.poll(() => dialog.getByRole('button', { name: 'Validate' }).isDisabled()).toBe(true);
  await expectAccessible(page, 'bulk upload dialog, no file chosen');
  await dialog.locator('input[name="fileupload"]').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Validate' }).click();
  return dialog;
}

test.describe('Bulk configuration on the Devices tab', () => {
  test('downloads, edits, sees the errors, fixes them, pushes and gets the result sheet', async ({
    page,
  }) => {
    const selected = await selectMatching(page, 'Training Room');
    expect(selected).toBeGreaterThan(1);
    const sheets = await download(page, 'Bulk configuration', 'download.xlsx');
    expect(sheets.names).toEqual(['Devices', 'Help']);
    const devices = sheets.grid('Devices');
    const header = devices[0];
    expect(devices).toHaveLength(selected + 1);
    const col = (name: string) => header.indexOf(name);
    // The room display to change: another room of its region, chosen from the Help sheet's list.
    const target = devices.slice(1).find((row) => row[col('Display type')] === 'RD' && row[col('Config ID')]);
    expect(target).toBeDefined();
    const row = target as string[];
    const help = sheets.grid('Help');
    const roomsAt = help.findIndex((line) => line[0] === 'Rooms');
    // Rooms of one name in one region are told apart by their building and floor.
    expect(help[roomsAt + 1]).toEqual(['ID', 'Name', 'Region ID', 'Building', 'Floor']);
    const rooms = help.slice(roomsAt + 2).filter((line) => line[0]?.startsWith('room-'));
    expect(rooms.length).toBeGreaterThan(1);
    expect(new Set(rooms.map((line) => line.slice(1).join('|'))).size).toBe(rooms.length);
    const otherRoom = help
      .slice(roomsAt + 2)
      .find(
        (line) =>
          line[2] === row[col('Region ID')] && line[0] !== row[col('Room ID')] && line[0].startsWith('room-'),
      );
    expect(otherRoom).toBeDefined();
    const [newRoomId, newRoomName] = otherRoom as string[];

    // First try: the new room, but the theme left blank.
    const edited = devices.map((line) => [...line]);
    const editedRow = edited.find((line) => line[col('Device ID')] === row[col('Device ID')]) as string[];
    editedRow[col('Room ID')] = newRoomId;
    editedRow[col('Theme ID')] = '';
    let dialog = await uploadAndValidate(page, save('broken.xlsx', { Devices: edited, Help: help }));
    await expectText(page, 'Validation failed');
    await expectText(page, 'Missing fields: Theme');
    await expectText(page, /1 error found/);
    await expectText(page, 'Theme: no value');
    await expectText(page, `Rows with an invalid configuration are not pushed: 1 of ${selected}.`);
    await expectAccessible(page, 'bulk upload dialog, validation failed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Second try: a floor display's theme for this room display. Filled, so not missing: the wrong display type.
    const themesAt = help.findIndex((line) => line[0] === 'Themes');
    const floorTheme = help
      .slice(themesAt + 2)
      .find((line) => line[2] === 'FD' && line[0].startsWith('theme-')) as string[];
    expect(floorTheme).toBeDefined();
    editedRow[col('Theme ID')] = floorTheme[0];
    dialog = await uploadAndValidate(page, save('wrong-type.xlsx', { Devices: edited, Help: help }));
    await expectText(page, 'Fields with wrong values: Theme');
    await expectText(
      page,
      `Theme: “${floorTheme[0]}” belongs to a different display type (Floor display) from this row (Room display)`,
    );
    expect(await dialog.getByText(/Missing fields/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Fixed: the theme back; the dialog shows the one change, with names, and the other rows as unchanged.
    editedRow[col('Theme ID')] = row[col('Theme ID')];
    dialog = await uploadAndValidate(page, save('fixed.xlsx', { Devices: edited }));
    await expectText(page, new RegExp(`^Room: .+ → ${newRoomName.replace('.', '\\.')}$`));
    await expectText(page, `To push: 1. Without changes: ${selected - 1}. With errors: 0.`);
    await expectAccessible(page, 'bulk upload dialog, ready to push');
    await dialog.getByRole('button', { name: 'Push config' }).click();

    // The upload dialog closes itself; the result shows what was saved.
    const result = page.getByRole('dialog', { name: 'Bulk configuration result' });
    await result.waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expectText(page, 'Saved: 1. Failed: 0.');
    await expectAccessible(page, 'bulk configuration result dialog');
    const resultSheet = await download(page, 'Download result', 'result.xlsx');
    const outcome = resultSheet.grid(resultSheet.names[0]);
    expect(outcome[0]).toEqual(['Row', 'Device ID', 'Device', 'Outcome', 'Reason', 'Changes']);
    const saved = outcome.find((line) => line[1] === row[col('Device ID')]) as string[];
    expect(saved[3]).toBe('Saved');
    expect(saved[5]).toContain(newRoomName);
    await result.getByRole('button', { name: 'Close' }).click();
    await expectText(page, newRoomName);

    // The sheet from before the push is now older than that device's configuration: its row says so.
    await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
    dialog = await uploadAndValidate(page, save('before.xlsx', { Devices: devices }));
    await expectText(
      page,
      'This row is older than the device’s configuration, which changed after the download. Download the bulk configuration again.',
    );
    // Out of date is not a wrong value: it is counted on its own, never as an invalid configuration.
    await expectText(page, '1 row is older than its device’s configuration and is not pushed.');
    expect(await dialog.getByText('Rows with an invalid configuration').count()).toBe(0);
    expect(await dialog.getByText('Validation failed').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('says why a file is refused, in the same words for a .csv and a fake .xlsx, and stays open', async ({
    page,
  }) => {
    // Nothing ticked: the sheet decides what changes, so Upload is in the list's toolbar.
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
    await page.locator('tbody tr').first().waitFor();
    const text = join(files, 'notes.xlsx');
    writeFileSync(text, 'Device ID,Region ID\n');
    const dialog = await uploadAndValidate(page, text);
    const refusal = dialog.getByRole('alert');
    await expect.poll(() => refusal.innerText()).toBe('This file is not an .xlsx spreadsheet.');
    expect(await dialog.getByText('notes.xlsx').count()).toBe(0);
    const csv = join(files, 'notes.csv');
    writeFileSync(csv, 'Device ID,Region ID\n');
    await dialog.locator('input[name="fileupload"]').setInputFiles(csv);
    await expect.poll(() => refusal.innerText()).toBe('This file is not an .xlsx spreadsheet.');
    expect(await dialog.getByRole('button', { name: 'Validate' }).isDisabled()).toBe(true);
    await dialog.locator('input[name="fileupload"]').setInputFiles(
      save('columns.xlsx', {
        Devices: [
          ['Device ID', 'Region'],
          ['dev-00001', 'x'],
        ],
      }),
    );
    expect(await refusal.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await expect.poll(() => refusal.innerText()).toMatch(/^Missing columns: Display type, Region ID/);
    await expectAccessible(page, 'bulk upload dialog, file refused');
  });

  test('shows the Mini Display hint instead of downloading; Upload, which needs no selection, still opens', async ({
    page,
  }) => {
    await selectMatching(page, 'QBX000000');
    const hint = page.getByRole('dialog', { name: 'Bulk configuration not supported' });
    await page.getByRole('button', { name: 'Bulk configuration' }).click();
    await expectText(
      page,
      'Bulk configuration is not supported for the Mini Display. Deselect the Mini Display to continue.',
    );
    await expectAccessible(page, 'Mini Display hint');
    await hint.getByRole('button', { name: 'OK' }).click();
    await hint.waitFor({ state: 'hidden' });
    // A sheet names its own devices: its check refuses a Mini Display's row, whatever is ticked here.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('dialog', { name: 'Bulk configuration upload' }).waitFor();
    expect(await hint.count()).toBe(0);
  });

  test('offers Upload with nothing ticked, and Bulk configuration for one device', async ({ page }) => {
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
    const row = page.locator('tbody tr', { hasNotText: 'Mini Display' }).first();
    await row.waitFor();
    expect(await page.getByTestId('device-bottom-bar').count()).toBe(0);
    await page.getByRole('search').getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk configuration upload' });
    await dialog.waitFor();
    await expectAccessible(page, 'bulk upload dialog opened with nothing ticked');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // One device ticked: its bar has Start configuration and Bulk configuration, the sheet holds that one device.
    await row.getByRole('checkbox').check();
    const bar = page.getByTestId('device-bottom-bar');
    await bar.getByRole('button', { name: 'Start configuration' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    const sheets = await download(page, 'Bulk configuration', 'one-device.xlsx');
    const devices = sheets.grid('Devices');
    expect(devices).toHaveLength(2);
    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'hidden' });

    // Uploaded back unchanged with nothing ticked, it is checked and pushes nothing.
    await uploadAndValidate(page, save('one-device-back.xlsx', { Devices: devices }));
    await expectText(page, 'To push: 0. Without changes: 1. With errors: 0.');
  });

  test('names the Mini Displays the list shows and deselects them', async ({ page }) => {
    const selected = await selectMatching(page, 'QBX000000');
    // The list tells a Mini Display by its model, under its display type.
    const miniRows = page.locator('tbody tr', { hasText: 'Mini Display (TD-0360)' });
    const minis = await miniRows.count();
    expect(minis).toBeGreaterThan(0);
    const titles = await miniRows.locator('td.title .strong').allInnerTexts();
    await page.getByRole('button', { name: 'Bulk configuration' }).click();
    const hint = page.getByRole('dialog', { name: 'Bulk configuration not supported' });
    await hint.waitFor();
    await hint.getByText(`The ${minis} Mini Displays among the selected devices:`).waitFor();
    // The first eight by name (each one a Mini Display row of the list), the rest counted.
    const named = await hint.locator('li .MuiListItemText-primary').allInnerTexts();
    expect(named.length).toBe(Math.min(minis, 8));
    for (const title of named) expect(titles).toContain(title);
    if (minis > 8) await hint.getByText(`and ${minis - 8} more`).waitFor();
    await hint.getByRole('button', { name: /^Deselect the( \d+)? Mini Displays?$/ }).click();
    await hint.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByTestId('device-bottom-bar-title').innerText())
      .toBe(`${selected - minis} devices selected`);
    for (const box of await miniRows.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(false);
  });

  test('leaves a device unregistered meanwhile out of the sheet, names it and deselects it', async ({
    page,
    stack,
  }) => {
    /** A colleague of the administrator, in another browser. */
    const colleague = adminApi(stack.mockUrl, 'journey-bulk-colleague');
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('wayfinding')}`);
    const rows = page.locator('tbody tr', { hasNotText: 'Mini Display' });
    await rows.first().waitFor();
    const titles: string[] = [];
    for (const index of [0, 1, 2]) {
      await rows.nth(index).getByRole('checkbox').check();
      titles.push(await rows.nth(index).locator('td.title .strong').innerText());
    }
    await expect
      .poll(() => page.getByTestId('device-bottom-bar-title').innerText())
      .toBe('3 devices selected');
    // A colleague unregisters the first of them after this list was read.
    const { items } = await colleague<{ items: { id: string; name: string; label: string | null }[] }>(
      'GET',
      '/device/all',
    );
    const gone = items.find((device) => (device.label || device.name) === titles[0]);
    expect(gone).toBeDefined();
    await colleague('DELETE', `/device?isDevice=false&id=${gone?.id}`);

    const sheets = await download(page, 'Bulk configuration', 'without-gone.xlsx');
    const devices = sheets.grid('Devices');
    const ids = devices.slice(1).map((row) => row[devices[0].indexOf('Device ID')]);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(gone?.id);
    await expectText(
      page,
      `The sheet leaves out the device no longer in this tenant: ${titles[0]}. It was deselected.`,
    );
    await expect
      .poll(() => page.getByTestId('device-bottom-bar-title').innerText())
      .toBe('2 devices selected');
    // The list was read again: the unregistered device is no longer in it.
    await expect.poll(() => page.locator('tbody tr', { hasText: titles[0] }).count()).toBe(0);
  });
});
