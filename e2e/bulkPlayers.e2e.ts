import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { stack } from './support/fileStack';
import { expectText, signedInPage } from './support/journey';
import {
  adminToken,
  coverAddresses,
  dc,
  readPlayer,
  serialAt,
  setPlayerPassword,
  type Range,
} from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { downloadSheets, saveBook, sheetFolder } from './support/sheets';

const { consoleUrl, mockUrl, devicePort, playerIps, setPlayerFault } = stack;
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
const ipAt = (index: number) => playerIps[index];
const baseAt = (index: number) => `http://${ipAt(index)}:${devicePort}`;
const files = sheetFolder();

let browser: Browser;
let page: Page;
let token: string;
let addedRanges: Range[] = [];

beforeAll(async () => {
  token = await adminToken(mockUrl);
  for (const index of [OK, MOVED, OTHER, OFFLINE])
    await setPlayerPassword(baseAt(index), serialAt(index), null);
  await setPlayerPassword(baseAt(LOCKED), serialAt(LOCKED), OWNER_PASSWORD, [OWNER_PASSWORD]);
  addedRanges = await coverAddresses(mockUrl, token, [...PLAYERS, OTHER].map(ipAt), 'Bulk journey');
  browser = await openBrowser();
  page = await signedInPage(browser, consoleUrl, { path: '/kiosk/qbic' });
});
afterAll(async () => {
  await browser?.close();
  await setPlayerFault(ipAt(OFFLINE), null);
  for (const index of [...PLAYERS, OTHER])
    await setPlayerPassword(baseAt(index), serialAt(index), null, [OWNER_PASSWORD]).catch(() => undefined);
  for (const range of addedRanges)
    await dc(mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
});

describe('Bulk configuration on the player tab', () => {
  it('downloads the sheet, uploads it with credentials, and pushes: saved, locked, mismatched, unreachable', async () => {
    await scanPlayers(page);
    await selectPlayers(page, PLAYERS.map(serialAt));
    const toolbar = page.getByRole('toolbar');
    const sheet = await downloadSheets(
      page,
      files,
      () => toolbar.getByRole('button', { name: 'Download bulk configuration' }).click(),
      'players.xlsx',
    );
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

    await toolbar.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Player bulk configuration upload' });
    await dialog
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'edited.xlsx', { Players: edited }));
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await dialog.getByRole('columnheader', { name: 'Username' }).waitFor();
    await expectText(page, 'Bulk lobby');
    expect(await page.getByText(secret).count()).toBe(0);
    await expectAccessible(page, 'player bulk upload, validated');

    await setPlayerFault(ipAt(OFFLINE), { offline: true });
    await dialog.getByRole('button', { name: 'Push config' }).click();
    await expect
      .poll(() => dialog.getByRole('columnheader').allInnerTexts(), { timeout: 20_000 })
      .toEqual(['Serial number', 'Status']);
    const statusOf = (index: number) =>
      dialog
        .locator('[data-testid="bulk-row"]', { hasText: serialAt(index) })
        .locator('.MuiChip-label')
        .innerText();
    expect(await statusOf(OK)).toBe('Saved');
    expect(await statusOf(LOCKED)).toBe('Skip, device locked');
    expect(await statusOf(MOVED)).toBe('Another player answers at this IP address (serial number mismatch)');
    expect(await statusOf(OFFLINE)).toBe('Unable to connect');
    expect(await page.getByText(secret).count()).toBe(0);
    await expectAccessible(page, 'player bulk upload, pushed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The player took the name; whatever QBIC security made of its password, it opens again with the factory one.
    await setPlayerPassword(baseAt(OK), serialAt(OK), null);
    expect((await readPlayer(baseAt(OK))).playerName).toBe('Bulk lobby');
  });
});
