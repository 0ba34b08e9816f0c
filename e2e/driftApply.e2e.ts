import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { driftDialog, playerOption } from './support/driftPage';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { readPlayer, serialAt, setPlayerPassword, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

/**
 * Players by index. Versions repeat every third player and every third player is a Mini Display (TD-0360): the
 * baseline and VOLUME run the same versions; VERSIONS_ONLY hold the baseline's settings on other versions; MINIS
 * are Mini Displays whose group and volume differ too.
 */
const BASELINE = 0;
const VOLUME = 3;
const VERSIONS_ONLY = [1, 4];
const MINIS = [2, 5];
const CHECKED = [VOLUME, ...VERSIONS_ONLY, ...MINIS];
const SETTINGS = { play_group: 'Floor 3', smil_content_url: 'https://signs.example/floor-3' };

async function preparePlayers(stack: JourneyStack) {
  const baseAt = (index: number) => `http://${stack.playerIps[index]}:${stack.devicePort}`;
  for (const index of [BASELINE, ...CHECKED]) {
    await setPlayerPassword(baseAt(index), serialAt(index), null);
    await writePlayer(baseAt(index), { settings: SETTINGS, volume: { stream_music: 40 } });
  }
  await writePlayer(baseAt(VOLUME), { volume: { stream_music: 15 } });
  await writePlayer(baseAt(MINIS[0]), { settings: { play_group: 'Basement' }, volume: { stream_music: 20 } });
  await writePlayer(baseAt(MINIS[1]), { volume: { stream_music: 25 } });
  await coverAddressesForFile(
    stack,
    [BASELINE, ...CHECKED].map((index) => stack.playerIps[index]),
    'Drift apply journey',
  );
  return { baseAt };
}

/** Opens the drift check for these players against the baseline player and checks. */
async function checkAgainstBaseline(page: Page, stack: JourneyStack, indexes: readonly number[]) {
  await selectPlayers(page, indexes.map(serialAt));
  await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
  await driftDialog(page).getByRole('combobox', { name: 'Baseline player' }).click();
  await playerOption(page, stack.playerIps[BASELINE]).click();
  await driftDialog(page).getByRole('button', { name: 'Check', exact: true }).click();
}

const confirmOf = (page: Page) => page.getByRole('dialog', { name: 'Apply the baseline?' });

/** The confirm's players in one of its sections (written or not), each with its lines, by serial number. */
async function linesIn(page: Page, testId: string): Promise<Record<string, string>> {
  const lines: Record<string, string> = {};
  for (const entry of await confirmOf(page).getByTestId(testId).all())
    lines[(await entry.getAttribute('data-serial')) ?? ''] = (await entry.innerText()).replace(/\s+/g, ' ');
  return lines;
}

const status = (page: Page) => page.locator('[data-testid="configuration-status"][data-done="true"]');

test.describe('QBIC players: applying a drift baseline', () => {
  test('writes only what differs on the players it differs on, after a confirm; versions go to the rollout; Mini Displays alone', async ({
    page,
    stack,
  }) => {
    const { baseAt } = await preparePlayers(stack);
    const ip = (index: number) => stack.playerIps[index];
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await checkAgainstBaseline(page, stack, CHECKED);
    await expectText(page, 'Differ: 5 · Match: 0 · Could not be read: 0', 20_000);
    await expectText(
      page,
      'Versions are installed with “Roll out an update”. Applying the baseline does not change them.',
    );

    await test.step('the confirm lists per player what is written and what is not, and why', async () => {
      await driftDialog(page).getByRole('button', { name: 'Apply the baseline to these players' }).click();
      await confirmOf(page).waitFor();
      expect(await linesIn(page, 'drift-apply-written')).toEqual({
        [serialAt(VOLUME)]: expect.stringMatching(new RegExp(`\\(${ip(VOLUME)}\\) Keypad volume: 15 → 40$`)),
      });
      const notWritten = await linesIn(page, 'drift-apply-not-written');
      expect(Object.keys(notWritten).sort()).toEqual([...VERSIONS_ONLY, ...MINIS].map(serialAt).sort());
      for (const index of VERSIONS_ONLY)
        expect(notWritten[serialAt(index)]).toContain(
          'App version, Firmware version: installed with “Roll out an update”',
        );
      expect(notWritten[serialAt(MINIS[0])]).toContain(
        'Device group, Keypad volume: a Mini Display is configured alone, never with other players',
      );
      expect(notWritten[serialAt(MINIS[1])]).toContain('Keypad volume: a Mini Display is configured alone');
      await expectAccessible(page, 'QBIC drift apply confirm');
    });

    await test.step('what did not differ on a player at the check is not written to it', async () => {
      // Someone regroups the volume player at the player meanwhile: its group was not among its differences.
      await writePlayer(baseAt(VOLUME), { settings: { play_group: 'Moved by hand' } });
      await confirmOf(page).getByRole('button', { name: 'Write to 1 player' }).click();
      await status(page).waitFor({ timeout: 30_000 });
      await expectText(page, 'Succeeded: 1');
      await expectText(page, 'Failed: 0');
      expect(await readPlayer(baseAt(VOLUME))).toMatchObject({ volume: 40, playGroup: 'Moved by hand' });
      expect(await readPlayer(baseAt(MINIS[0]))).toMatchObject({ volume: 20, playGroup: 'Basement' });
      expect((await readPlayer(baseAt(MINIS[1]))).volume).toBe(25);
      await status(page).getByRole('button', { name: 'Close' }).click();
      // The next check runs at once and still shows what Apply did not write.
      await expectText(page, 'Differ: 5 · Match: 0 · Could not be read: 0', 20_000);
      await driftDialog(page).getByRole('button', { name: 'Close' }).click();
      await driftDialog(page).waitFor({ state: 'hidden' });
    });

    await test.step('a Mini Display checked alone is written', async () => {
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await checkAgainstBaseline(page, stack, [MINIS[0]]);
      await expectText(page, 'Differ: 1 · Match: 0 · Could not be read: 0', 20_000);
      await driftDialog(page).getByRole('button', { name: 'Apply the baseline to these players' }).click();
      expect(Object.values(await linesIn(page, 'drift-apply-written'))).toEqual([
        expect.stringContaining('Device group: Basement → Floor 3 Keypad volume: 20 → 40'),
      ]);
      await confirmOf(page).getByRole('button', { name: 'Write to 1 player' }).click();
      await status(page).waitFor({ timeout: 30_000 });
      await expectText(page, 'Succeeded: 1');
      expect(await readPlayer(baseAt(MINIS[0]))).toMatchObject({ volume: 40, playGroup: 'Floor 3' });
      await status(page).getByRole('button', { name: 'Close' }).click();
    });
  });
});
