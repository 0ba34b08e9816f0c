import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectAccessible } from './support/accessibility';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { readPlayer, serialAt, setPlayerPassword } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { downloadSheets, saveBook, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';
import { wordsBroken } from './support/words';

/** The status texts of the bulk rows that do not read whole: cut by their chip or past the dialog's edge. */
const reasonsCut = (page: Page) =>
  page.locator('[role="dialog"] [data-testid="bulk-row"] .MuiChip-label').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const dialog = label.closest('.MuiDialog-paper')?.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        return label.scrollWidth > label.clientWidth + 1 || !dialog || box.right > dialog.right;
      })
      .map((label) => label.textContent),
  );

/** The bulk table's headers, serial numbers, device names and usernames, whose words must read whole. */
const namedCells = (page: Page) =>
  page.locator('[role="dialog"] th, [role="dialog"] [data-testid="bulk-row"] td:not(:last-child)');

/**
 * Players of the fleet by index: one to configure, one its owner locked, one listed at another's address, and one
 * that goes offline between the upload and the push.
 */
const OK = 0;
const LOCKED = 1;
const MOVED = 3;
const OTHER = 4;
const OFFLINE = 5;
const PLAYERS = [OK, LOCKED, MOVED, OFFLINE];
const OWNER_PASSWORD = 'owner-bulk-42';
const SCREENS = 'e2e/out/screens';

test.describe('Bulk configuration on the player tab', () => {
  test('downloads the sheet, validates what a push would refuse, pushes, retries the failed and downloads the result', async ({
    page,
    stack,
  }) => {
    const { devicePort, playerIps, setPlayerFault } = stack;
    const ipAt = (index: number) => playerIps[index];
    const baseAt = (index: number) => `http://${ipAt(index)}:${devicePort}`;
    const files = sheetFolder();
    for (const index of [OK, MOVED, OTHER, OFFLINE])
      await setPlayerPassword(baseAt(index), serialAt(index), null);
    await setPlayerPassword(baseAt(LOCKED), serialAt(LOCKED), OWNER_PASSWORD, [OWNER_PASSWORD]);
    await coverAddressesForFile(stack, [...PLAYERS, OTHER].map(ipAt), 'Bulk journey');
    mkdirSync(SCREENS, { recursive: true });
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await selectPlayers(page, PLAYERS.map(serialAt));
    const toolbar = page.getByRole('toolbar');
    // The console says the file went to the downloads, by its name: watched from the press on, since the notice
    // closes by itself while a busy machine may still be saving the file.
    const noticed = expectText(page, 'Downloaded: player-configuration.xlsx');
    const sheet = await downloadSheets(
      page,
      files,
      () => toolbar.getByRole('button', { name: 'Download bulk configuration' }).click(),
      'players.xlsx',
    );
    await noticed;
    const rows = sheet.grid('Players');
    expect(rows[0]).toEqual(['Serial number', 'Device name', 'Username', 'Password', 'IP address']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(PLAYERS.map(serialAt).sort());
    const secret = 'Bulk-Secret-9';
    const edited = rows.map((row, index) => {
      if (index === 0) return row;
      const [serial] = row;
      const ip = serial === serialAt(MOVED) ? ipAt(OTHER) : '';
      return [serial, serial === serialAt(OK) ? 'Bulk lobby' : row[1], 'kiosk', secret, ip];
    });
    // Two rows a push would refuse: a serial number no scanned player has, a name over the limit of 64.
    const longName = `Empfangsbildschirm ${'screen '.repeat(8)}`.trim();
    edited.push(['QB-NOT-SCANNED-1', 'Ghost', '', '', ''], [serialAt(OTHER), longName, '', '', '']);

    await toolbar.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Player bulk configuration upload' });
    await dialog
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'edited.xlsx', { Players: edited }));
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await dialog.getByRole('columnheader', { name: 'User name' }).waitFor();
    await expectText(page, 'Bulk lobby');
    expect(await page.getByText(secret).count()).toBe(0);
    const statusOf = (serial: string) =>
      page.locator('[data-testid="bulk-row"]', { hasText: serial }).locator('.MuiChip-label').innerText();
    expect(await statusOf('QB-NOT-SCANNED-1')).toBe('Serial number not found among the scanned players');
    expect(await statusOf(serialAt(OTHER))).toBe(
      `Device name is too long: ${longName.length} characters, at most 64`,
    );
    // Rows the push would refuse are counted, so that no count after the push reads as if they went through.
    expect(await dialog.getByTestId('bulk-not-pushed').innerText()).toBe(
      'Rows with an invalid configuration are not pushed: 2 of 6.',
    );
    // Every reason reads whole inside the dialog, and no word of a name breaks, at both widths.
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await reasonsCut(page), `at ${width} px`).toEqual([]);
      expect(await wordsBroken(namedCells(page)), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: `${SCREENS}/player-bulk-validated-en-light-${width}.png` });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(page, 'player bulk upload, validated');

    await setPlayerFault(ipAt(OFFLINE), { offline: true });
    await dialog.getByRole('button', { name: 'Push config' }).click();

    // The result as on the Devices tab: counts, every column, Download result, Retry failed, Close.
    const result = page.getByRole('dialog', { name: 'Player bulk configuration result' });
    await result.waitFor({ timeout: 20_000 });
    await expectText(page, 'Saved: 1. Failed: 3.');
    expect(await result.getByTestId('bulk-not-pushed').innerText()).toBe(
      'Rows with an invalid configuration are not pushed: 2 of 6.',
    );
    expect(await result.getByRole('columnheader').allInnerTexts()).toEqual([
      'Serial number',
      'Device name',
      'User name',
      'Status',
    ]);
    expect(await statusOf(serialAt(OK))).toBe('Saved');
    expect(await statusOf(serialAt(LOCKED))).toBe('Skipped: the device is locked');
    expect(await statusOf(serialAt(MOVED))).toBe(
      'Another player answers at this IP address (serial number mismatch)',
    );
    expect(await statusOf(serialAt(OFFLINE))).toBe('Unable to connect');
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await reasonsCut(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}/player-bulk-result-en-light-1366.png` });
    await expectAccessible(page, 'player bulk upload, pushed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('button', { name: 'Download result' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('player-bulk-configuration-result.xlsx');
    await expectText(page, 'Downloaded: player-bulk-configuration-result.xlsx');
    // The browser runs apart from the journey (one per worker): keep a copy of the file to read it.
    const kept = join(mkdtempSync(join(tmpdir(), 'dm-player-result-')), download.suggestedFilename());
    await download.saveAs(kept);
    const book = XLSX.read(readFileSync(kept), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Player result']);
    const resultRows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Player result'], {
      header: 1,
      defval: '',
    });
    expect(resultRows[0]).toEqual(['Row', 'Serial number', 'Device name', 'User name', 'Outcome', 'Reason']);
    expect(resultRows.find((line) => line[1] === serialAt(OFFLINE))?.slice(4)).toEqual([
      'Failed',
      'Unable to connect',
    ]);
    expect(JSON.stringify(resultRows)).not.toContain(secret);

    // The player is back: Retry failed sends the failed ones only, and the saved one keeps its outcome. It asks
    // for the password of the locked player, which the person does not have.
    await setPlayerFault(ipAt(OFFLINE), null);
    await result.getByRole('button', { name: 'Retry failed' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unlock QBIC device' });
    await prompt.getByText(serialAt(LOCKED), { exact: false }).waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expectText(page, 'Saved: 2. Failed: 2.', 20_000);
    expect(await statusOf(serialAt(OK))).toBe('Saved');
    expect(await statusOf(serialAt(OFFLINE))).toBe('Saved');
    expect(await statusOf(serialAt(LOCKED))).toBe('Skipped: the device is locked');
    await result.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => result.isVisible()).toBe(false);

    // The player took the name; whatever QBIC security made of its password, it opens again with the factory one.
    await setPlayerPassword(baseAt(OK), serialAt(OK), null);
    expect((await readPlayer(baseAt(OK))).playerName).toBe('Bulk lobby');
  });
});
