import type { Page } from '@playwright/test';
import { DRIFT_FIELDS, type DriftValues } from '../src/domain/drift/baseline';
import { expectAccessible } from './support/accessibility';
import { driftDialog, driftedFields, playerOption } from './support/driftPage';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { adminToken, serialAt, setPlayerPassword, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { saveBook, sheetFolder } from './support/sheets';
import { expect, test, type JourneyStack } from './support/test';

test.use({ colorScheme: 'dark' });

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
/** The source select, named by its label and the source it shows. */
const SOURCE_SELECT = /^Baseline (A chosen player|A saved baseline|The last bulk sheet pushed)$/;

interface SavedBaseline {
  id: string;
  name: string;
}

/**
 * The file's players, made ready once: the same settings and volume on the four, a range over them. Answers how a
 * test reaches a player, and the admin's calls to the platform.
 */
async function players(stack: JourneyStack) {
  const baseAt = (index: number) => `http://${stack.playerIps[index]}:${stack.devicePort}`;
  await stack.once('players', async () => {
    for (const index of PLAYERS) {
      await setPlayerPassword(baseAt(index), serialAt(index), null);
      await writePlayer(baseAt(index), { settings: SETTINGS, volume: { stream_music: 35 } });
    }
  });
  await coverAddressesForFile(
    stack,
    PLAYERS.map((index) => stack.playerIps[index]),
    'Drift baselines journey',
  );
  const token = await adminToken(stack.mockUrl);
  /** The console's records (plain REST at the mock's /records, not an envelope), as the admin. */
  const records = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
    const answer = await fetch(`${stack.mockUrl}/records${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} /records${path} answered ${answer.status}`);
    return (await answer.json()) as T;
  };
  return { baseAt, records };
}

const dialogOf = (page: Page) => driftDialog(page);

/** Opens the drift check on the selected players and picks the baseline's source. */
async function openDrift(page: Page, source: string) {
  await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
  await dialogOf(page).getByRole('combobox', { name: SOURCE_SELECT }).click();
  await page.getByRole('option', { name: source, exact: true }).click();
}

const closeDrift = async (page: Page) => {
  await dialogOf(page).getByRole('button', { name: 'Close' }).click();
  await dialogOf(page).waitFor({ state: 'hidden' });
};
test.describe('QBIC players: drift against a saved baseline and the last bulk sheet pushed', () => {
  test('saves a named baseline from a player and finds the one player changed since, field by field', async ({
    page,
    stack,
  }) => {
    const { baseAt, records } = await players(stack);
    const { playerIps } = stack;
    // Nobody has saved a baseline yet.
    for (const saved of await records<SavedBaseline[]>('/baselines'))
      await records(`/baselines/${saved.id}`, 'DELETE');
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await selectPlayers(page, [KEPT, CHANGED].map(serialAt));
    await openDrift(page, 'A saved baseline');
    await expectText(page, 'No baseline has been saved yet. Choose a player as the baseline, then save it.');
    expect(await dialogOf(page).getByRole('button', { name: 'Check', exact: true }).isDisabled()).toBe(true);

    await dialogOf(page).getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A chosen player', exact: true }).click();
    await dialogOf(page).getByRole('combobox', { name: 'Baseline player' }).click();
    await playerOption(page, playerIps[SOURCE]).click();
    await dialogOf(page).getByRole('button', { name: 'Save as baseline…' }).click();
    const naming = page.getByRole('dialog', { name: 'Save the settings of the baseline player' });
    await naming.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'A name is required.');
    await naming.getByRole('textbox', { name: 'Name' }).fill('Atrium standard');
    await expectAccessible(page, 'QBIC drift: save a baseline');
    await naming.getByRole('button', { name: 'Save' }).click();
    await naming.waitFor({ state: 'hidden' });
    // The saved baseline is the one chosen now.
    expect(
      await dialogOf(page)
        .getByRole('combobox', { name: /^Saved baseline / })
        .innerText(),
    ).toMatch(/^Atrium standard \(from /);
    await expectText(page, 'The selected players are read and compared with the saved baseline.');

    // Someone at the player turns one volume down after the save.
    await writePlayer(baseAt(CHANGED), { volume: { stream_music: 12 } });
    await dialogOf(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expectText(page, 'Differ: 1 · Match: 1 · Could not be read: 0', 20_000);
    expect(await driftedFields(page)).toEqual({ [serialAt(CHANGED)]: ['volume_stream_music'] });
    const row = dialogOf(page).locator(`[data-serial="${serialAt(CHANGED)}"] [data-field]`);
    expect(await row.innerText()).toMatch(/Keypad volume\s+35\s+12/);
    await expectAccessible(page, 'QBIC drift against a saved baseline');

    // A second save under the same name (any case) is not silent: it asks, and overwrites only when told to.
    await dialogOf(page).getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A chosen player', exact: true }).click();
    await dialogOf(page).getByRole('button', { name: 'Save as baseline…' }).click();
    await naming.getByRole('textbox', { name: 'Name' }).fill('ATRIUM standard');
    await naming.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'A baseline named “Atrium standard” already exists. Overwrite it with the current settings of this player?',
    );
    await naming.getByRole('button', { name: 'Cancel' }).click();

    // Renamed, it is still the one checked against.
    await dialogOf(page).getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A saved baseline', exact: true }).click();
    await dialogOf(page).getByRole('button', { name: 'Rename' }).click();
    const renaming = page.getByRole('dialog', { name: 'Rename the baseline' });
    await renaming.getByRole('textbox', { name: 'Name' }).fill('Atrium');
    await renaming.getByRole('button', { name: 'Save' }).click();
    await renaming.waitFor({ state: 'hidden' });
    expect(
      await dialogOf(page)
        .getByRole('combobox', { name: /^Saved baseline / })
        .innerText(),
    ).toMatch(/^Atrium \(from /);
    await closeDrift(page);
  });

  test('checks each player against its own row of the last sheet pushed, and lists a player not in it apart', async ({
    page,
    stack,
  }) => {
    const { baseAt, records } = await players(stack);
    // A baseline saved from the source player before (its deletion ends the journey).
    if ((await records<SavedBaseline[]>('/baselines')).length === 0) {
      const values = Object.fromEntries(DRIFT_FIELDS.map((field) => [field, ''])) as DriftValues;
      Object.assign(values, SETTINGS, { volume_stream_music: '35' });
      await records('/baselines', 'POST', {
        name: 'Atrium',
        values,
        source: { serialNumber: serialAt(SOURCE), playerName: serialAt(SOURCE) },
      });
    }
    const files = sheetFolder();
    // The players page as the first check left it: scanned, two players ticked (the bottom bar shows).
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await selectPlayers(page, [KEPT, CHANGED].map(serialAt));
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
    await openDrift(page, 'The last bulk sheet pushed');
    await expectText(page, /^Pushed .+ by Alex Morgan: 2 players$/);
    await expectText(page, 'each is compared with its own row of the last bulk sheet pushed.');
    await dialogOf(page).getByRole('button', { name: 'Check', exact: true }).click();
    await expectText(page, 'Differ: 1 · Match: 1 · Could not be read: 0', 20_000);
    expect(await driftedFields(page)).toEqual({ [serialAt(KEPT)]: ['player_name'] });
    const name = dialogOf(page).locator(`[data-serial="${serialAt(KEPT)}"] [data-field]`);
    expect(await name.innerText()).toMatch(/Device name\s+Atrium south\s+Renamed at the player/);
    const notInSheet = dialogOf(page).getByTestId('drift-not-in-sheet');
    expect(await notInSheet.getAttribute('data-serial')).toBe(serialAt(CHANGED));
    await expectText(page, 'Not in the last sheet');
    expect(await page.getByText('Sheet-Secret').count()).toBe(0);
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expectAccessible(page, `QBIC drift against the last sheet at ${width} px`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // Applying gives the player its own row's name back, after a confirm that says so; the next check runs at
    // once and is clean.
    await dialogOf(page).getByRole('button', { name: 'Apply the baseline to these players' }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply the baseline?' });
    expect(await confirm.getByTestId('drift-apply-written').innerText()).toMatch(
      /Device name: Renamed at the player → Atrium south/,
    );
    await confirm.getByRole('button', { name: 'Write to 1 player' }).click();
    const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
    await status.waitFor({ timeout: 30_000 });
    await expectText(page, 'Succeeded: 1');
    await status.getByRole('button', { name: 'Close' }).click();
    await expectText(page, 'Differ: 0 · Match: 2 · Could not be read: 0', 20_000);
    expect(await dialogOf(page).getByTestId('drift-not-in-sheet').count()).toBe(1);

    // The saved baseline goes after a confirm, and the source says it has none.
    await dialogOf(page).getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A saved baseline', exact: true }).click();
    await dialogOf(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectText(page, 'No baseline has been saved yet. Choose a player as the baseline, then save it.');
    await closeDrift(page);
  });
});
