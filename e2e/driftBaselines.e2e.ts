import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { driftDialog, driftedFields, playerOption } from './support/driftPage';
import { fileStack } from './support/fileStack';
import { expectText, signedInPage } from './support/journey';
import {
  adminToken,
  coverAddresses,
  dc,
  serialAt,
  setPlayerPassword,
  writePlayer,
  type Range,
} from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { saveBook, sheetFolder } from './support/sheets';

const stack = await fileStack();

const { consoleUrl, mockUrl, devicePort, playerIps } = stack;
const baseAt = (index: number) => `http://${playerIps[index]}:${devicePort}`;
/** The simulated players' versions repeat every third player: these four run the same app and firmware. */
const SOURCE = 0;
const KEPT = 3;
const CHANGED = 6;
const OTHER = 9;
const PLAYERS = [SOURCE, KEPT, CHANGED, OTHER];
const SETTINGS = {
  play_group: 'Atrium',
  smil_content_url: 'https://signs.example/atrium',
  reboot_time: '05:15',
};
const files = sheetFolder();
/** The source select, named by its label and the source it shows. */
const SOURCE_SELECT = /^Baseline (A chosen player|A saved baseline|The last bulk sheet pushed)$/;

let browser: Browser;
let page: Page;
let token: string;
let addedRanges: Range[] = [];

beforeAll(async () => {
  token = await adminToken(mockUrl);
  for (const index of PLAYERS) {
    await setPlayerPassword(baseAt(index), serialAt(index), null);
    await writePlayer(baseAt(index), { settings: SETTINGS, volume: { stream_music: 35 } });
  }
  addedRanges = await coverAddresses(
    mockUrl,
    token,
    PLAYERS.map((index) => playerIps[index]),
    'Drift baselines journey',
  );
  browser = await openBrowser({ colorScheme: 'dark' });
  page = await signedInPage(browser, consoleUrl, { path: '/kiosk/qbic' });
});
afterAll(async () => {
  await browser?.close();
  for (const index of PLAYERS) await setPlayerPassword(baseAt(index), serialAt(index), null);
  for (const range of addedRanges)
    await dc(mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
});

const dialog = () => driftDialog(page);

/** Opens the drift check on the selected players and picks the baseline's source. */
async function openDrift(source: string) {
  await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
  await dialog().getByRole('combobox', { name: SOURCE_SELECT }).click();
  await page.getByRole('option', { name: source, exact: true }).click();
}

const closeDrift = async () => {
  await dialog().getByRole('button', { name: 'Close' }).click();
  await dialog().waitFor({ state: 'hidden' });
};

describe('QBIC players: drift against a saved baseline and the last bulk sheet pushed', () => {
  it('saves a named baseline from a player and finds the one player changed since, field by field', async () => {
    await scanPlayers(page);
    await selectPlayers(page, [KEPT, CHANGED].map(serialAt));
    await openDrift('A saved baseline');
    await expectText(page, 'No baseline has been saved yet. Choose a player as the baseline, then save it.');
    expect(await dialog().getByRole('button', { name: 'Check', exact: true }).isDisabled()).toBe(true);

    await dialog().getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A chosen player', exact: true }).click();
    await dialog().getByRole('combobox', { name: 'Baseline player' }).click();
    await playerOption(page, playerIps[SOURCE]).click();
    await dialog().getByRole('button', { name: 'Save as baseline…' }).click();
    const naming = page.getByRole('dialog', { name: 'Save what the baseline player holds' });
    await naming.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'A name is required.');
    await naming.getByRole('textbox', { name: 'Name' }).fill('Atrium standard');
    await expectAccessible(page, 'QBIC drift: save a baseline');
    await naming.getByRole('button', { name: 'Save' }).click();
    await naming.waitFor({ state: 'hidden' });
    // The saved baseline is the one chosen now.
    expect(
      await dialog()
        .getByRole('combobox', { name: /^Saved baseline / })
        .innerText(),
    ).toMatch(/^Atrium standard \(from /);
    await expectText(page, 'The selected players are read and compared with the saved baseline.');

    // Someone at the player turns one volume down after the save.
    await writePlayer(baseAt(CHANGED), { volume: { stream_music: 12 } });
    await dialog().getByRole('button', { name: 'Check', exact: true }).click();
    await expectText(page, 'Differ: 1 · Match: 1 · Could not be read: 0', 20_000);
    expect(await driftedFields(page)).toEqual({ [serialAt(CHANGED)]: ['volume_stream_music'] });
    const row = dialog().locator(`[data-serial="${serialAt(CHANGED)}"] [data-field]`);
    expect(await row.innerText()).toMatch(/Keypad volume\s+35\s+12/);
    await expectAccessible(page, 'QBIC drift against a saved baseline');

    // A second save under the same name (any case) is not silent: it asks, and overwrites only when told to.
    await dialog().getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A chosen player', exact: true }).click();
    await dialog().getByRole('button', { name: 'Save as baseline…' }).click();
    await naming.getByRole('textbox', { name: 'Name' }).fill('ATRIUM standard');
    await naming.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'A baseline named “Atrium standard” already exists. Overwrite it with what this player holds now?',
    );
    await naming.getByRole('button', { name: 'Cancel' }).click();

    // Renamed, it is still the one checked against.
    await dialog().getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A saved baseline', exact: true }).click();
    await dialog().getByRole('button', { name: 'Rename' }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename the baseline' });
    await renaming.getByRole('textbox', { name: 'Name' }).fill('Atrium');
    await renaming.getByRole('button', { name: 'Save' }).click();
    await renaming.waitFor({ state: 'hidden' });
    expect(
      await dialog()
        .getByRole('combobox', { name: /^Saved baseline / })
        .innerText(),
    ).toMatch(/^Atrium \(from /);
    await closeDrift();
  });

  it('checks each player against its own row of the last sheet pushed, and lists a player not in it apart', async () => {
    const rows = [
      ['Serial number', 'Device name', 'Username', 'Password', 'IP address'],
      [serialAt(SOURCE), 'Atrium north', 'kiosk', 'Sheet-Secret-1', ''],
      [serialAt(KEPT), 'Atrium south', 'kiosk', 'Sheet-Secret-2', ''],
    ];
    await page.getByRole('toolbar').getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Player bulk configuration upload' });
    await upload
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'two.xlsx', { Players: rows }));
    await upload.getByRole('button', { name: 'Validate' }).click();
    await upload.getByRole('button', { name: 'Push config' }).click();
    const result = page.getByRole('dialog', { name: 'Player bulk configuration result' });
    await result.waitFor({ timeout: 20_000 });
    await expectText(page, 'Saved: 2. Failed: 0.', 20_000);
    await result.getByRole('button', { name: 'Close' }).click();
    await result.waitFor({ state: 'hidden' });

    // Afterwards someone renames one of the two at the player (its owner's password first, as QBIC security left it).
    await setPlayerPassword(baseAt(KEPT), serialAt(KEPT), null);
    await writePlayer(baseAt(KEPT), { settings: { player_name: 'Renamed at the player' } });

    await selectPlayers(page, [SOURCE, KEPT, CHANGED].map(serialAt));
    await openDrift('The last bulk sheet pushed');
    await expectText(page, /^Pushed .+ by admin: 2 players$/);
    await expectText(page, 'each is compared with its own row of the last bulk sheet pushed.');
    await dialog().getByRole('button', { name: 'Check', exact: true }).click();
    await expectText(page, 'Differ: 1 · Match: 1 · Could not be read: 0', 20_000);
    expect(await driftedFields(page)).toEqual({ [serialAt(KEPT)]: ['player_name'] });
    const name = dialog().locator(`[data-serial="${serialAt(KEPT)}"] [data-field]`);
    expect(await name.innerText()).toMatch(/Device name\s+Atrium south\s+Renamed at the player/);
    const notInSheet = dialog().getByTestId('drift-not-in-sheet');
    expect(await notInSheet.getAttribute('data-serial')).toBe(serialAt(CHANGED));
    await expectText(page, 'Not in the last sheet');
    expect(await page.getByText('Sheet-Secret').count()).toBe(0);
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `QBIC drift against the last sheet at ${width} px`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // Applying gives the player its own row's name back; the next check runs at once and is clean.
    await dialog().getByRole('button', { name: 'Apply the baseline to these players' }).click();
    const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
    await status.waitFor({ timeout: 30_000 });
    await expectText(page, 'Succeeded: 1');
    await status.getByRole('button', { name: 'Close' }).click();
    await expectText(page, 'Differ: 0 · Match: 2 · Could not be read: 0', 20_000);
    expect(await dialog().getByTestId('drift-not-in-sheet').count()).toBe(1);

    // The saved baseline goes after a confirm, and the source says it has none.
    await dialog().getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A saved baseline', exact: true }).click();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectText(page, 'No baseline has been saved yet. Choose a player as the baseline, then save it.');
    await closeDrift();
  });
});
