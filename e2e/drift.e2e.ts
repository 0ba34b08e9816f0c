import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { driftDialog, driftedFields, playerOption } from './support/driftPage';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { focused } from './support/keyboard';
import { serialAt, setPlayerPassword, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';
import { URL_PIECES, wordsBroken } from './support/words';

/** The simulated players' versions repeat every third player: these four run the same app and firmware. */
const BASELINE = 0;
const MATCHING = 3;
const DRIFTED_VOLUME = 6;
const DRIFTED_CONTENT = 9;
/** Locked by its owner with a password the console does not know: it cannot be read. */
const UNREADABLE = 1;
const PLAYERS = [BASELINE, MATCHING, DRIFTED_VOLUME, DRIFTED_CONTENT, UNREADABLE];
const OWNER_PASSWORD = 'owner-drift-31';
/** Long enough to wrap in its cell at 768 px. */
const OLD_CONTENT_URL =
  'https://signs.example/campusnorth/buildingseven/floorthree/lobbywelcome/playlist2024.smil';
const BASELINE_SETTINGS = {
  play_group: 'Floor 3',
  smil_content_url: 'https://signs.example/floor-3',
  reboot_time: '04:30',
};

/**
 * The players as the journey finds them: the baseline's settings on four, two of them changed locally since (one's
 * volume, the other's group and content URL), one locked by its owner; a range over the five.
 */
async function preparePlayers(stack: JourneyStack) {
  const baseAt = (index: number) => `http://${stack.playerIps[index]}:${stack.devicePort}`;
  for (const index of PLAYERS) await setPlayerPassword(baseAt(index), serialAt(index), null);
  for (const index of [BASELINE, MATCHING, DRIFTED_VOLUME, DRIFTED_CONTENT])
    await writePlayer(baseAt(index), { settings: BASELINE_SETTINGS, volume: { stream_music: 40 } });
  await writePlayer(baseAt(DRIFTED_VOLUME), { volume: { stream_music: 15 } });
  await writePlayer(baseAt(DRIFTED_CONTENT), {
    settings: { play_group: 'Basement', smil_content_url: OLD_CONTENT_URL },
  });
  await setPlayerPassword(baseAt(UNREADABLE), serialAt(UNREADABLE), OWNER_PASSWORD);
  await coverAddressesForFile(
    stack,
    PLAYERS.map((index) => stack.playerIps[index]),
    'Drift journey',
  );
}

const dialogOf = (page: Page) => driftDialog(page);

test.describe('QBIC players: drift against a baseline player', () => {
  test('shows exactly the two players that differ and their fields, and applying the baseline makes the next check clean', async ({
    page,
    stack,
  }) => {
    const { playerIps } = stack;
    await preparePlayers(stack);
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await selectPlayers(page, [MATCHING, DRIFTED_VOLUME, DRIFTED_CONTENT, UNREADABLE].map(serialAt));
    await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
    await dialogOf(page).getByRole('combobox', { name: 'Baseline player' }).click();
    await playerOption(page, playerIps[BASELINE]).click();
    await expectAccessible(page, 'QBIC drift dialog');
    await dialogOf(page).getByRole('button', { name: 'Check', exact: true }).press('Enter');

    await expectText(page, 'Differ: 2 · Match: 1 · Could not be read: 1', 20_000);
    // The check disabled its button while it read: the focus is back on a button, not on the dialog's frame.
    await expect.poll(() => focused(page)).toBe('button "Check again"');
    expect(await driftedFields(page)).toEqual({
      [serialAt(DRIFTED_VOLUME)]: ['volume_stream_music'],
      [serialAt(DRIFTED_CONTENT)]: ['play_group', 'smil_content_url'],
    });
    // Side by side: the baseline's value, then the player's.
    const volumeRow = dialogOf(page).locator(`[data-serial="${serialAt(DRIFTED_VOLUME)}"] [data-field]`);
    expect(await volumeRow.innerText()).toMatch(/Keypad volume\s+40\s+15/);
    const unreadable = dialogOf(page).getByTestId('drift-unreadable');
    expect(await unreadable.getAttribute('data-serial')).toBe(serialAt(UNREADABLE));
    expect(await unreadable.innerText()).toContain('Authentication error');
    // The result reads whole at both widths, in light and dark.
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const paper = dialogOf(page).locator('.MuiDialog-paper');
      expect(
        await paper.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `at ${width} px`,
      ).toBe(true);
      // No header, name or setting is broken mid-word; a long address wraps only after a separator.
      const cells = '[data-testid="drift-dialog"] [data-testid="drift-field"] td';
      const words = page.locator(`[data-testid="drift-dialog"] th, ${cells}:nth-last-child(n+3)`);
      expect(await wordsBroken(words), `words at ${width} px`).toEqual([]);
      const values = page.locator(`${cells}:nth-last-child(-n+2)`);
      expect(await wordsBroken(values, URL_PIECES, true), `addresses at ${width} px`).toEqual([]);
      await expectAccessible(page, `QBIC drift result at ${width} px`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialogOf(page).getByRole('button', { name: 'Apply the baseline to these players' }).click();
    await page
      .getByRole('dialog', { name: 'Apply the baseline?' })
      .getByRole('button', { name: 'Write to 2 players' })
      .click();
    const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
    await status.waitFor({ timeout: 30_000 });
    await expectText(page, 'Succeeded: 2');
    await expectText(page, 'Failed: 0');
    await expectAccessible(page, 'QBIC drift applied');
    await status.getByRole('button', { name: 'Close' }).click();

    // The next check runs at once: nobody differs now; the locked player still cannot be read.
    await expectText(page, 'Differ: 0 · Match: 3 · Could not be read: 1', 20_000);
    await expectText(page, 'Every player that could be read matches the baseline.');
    expect(await dialogOf(page).getByTestId('drift-player').count()).toBe(0);
    await dialogOf(page).getByRole('button', { name: 'Close' }).click();
    await dialogOf(page).waitFor({ state: 'hidden' });
  });
});
