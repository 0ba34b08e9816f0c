import { expectAccessible } from './support/accessibility';
import { driftDialog, playerOption } from './support/driftPage';
import { expectText } from './support/journey';
import { readPlayer, serialAt, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { firmwareFile, rolloutJourney, rolloutPanel, startRolloutOfSelected } from './support/rollout';
import { downloadSheets, saveBook, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

/** Players by index: the first computer's rollout, the second computer's, and a baseline that neither holds. */
const FIRST = [0, 1, 2];
const SECOND = [3, 4, 5];
const BASELINE = 6;
const REFUSED =
  'Refused: these players are taking part in a rollout that Alex Morgan is running. Try again once it has ended.';

/**
 * Three administrators at three computers (three browser contexts). While the first runs a rollout, the second is
 * refused a drift apply and a player sheet push on its players, naming who runs it, and nothing reaches the players;
 * the second then runs a rollout of its own on other players, and a third computer sees both live.
 */
test.describe('rollouts shared between computers, on different players', () => {
  test('refuses a drift apply and a sheet push on players a rollout holds, and a third computer sees every rollout', async ({
    page,
    stack,
    openPerson,
  }) => {
    const { playerIps, setPlayerFault } = stack;
    const baseAt = (index: number) => `http://${playerIps[index]}:${stack.devicePort}`;
    // A volume that differs from the baseline's: a drift apply would write it.
    await writePlayer(baseAt(BASELINE), { volume: { stream_music: 40 } });
    await writePlayer(baseAt(FIRST[1]), { volume: { stream_music: 15 } });
    await rolloutJourney(page, stack, 'Shared rollouts on different players journey');
    // Each rollout's canary stays down after its restart: its first wave lasts for the whole journey.
    await setPlayerFault(playerIps[FIRST[0]], { noReturnAfterReboot: true });
    await setPlayerFault(playerIps[SECOND[0]], { noReturnAfterReboot: true });
    await scanPlayers(page);
    await selectPlayers(page, FIRST.map(serialAt));
    await startRolloutOfSelected(page, firmwareFile('9.3.0'), FIRST.length);
    await expectText(page, 'Running wave 1.');

    const second = await (await openPerson()).newPage();
    await second.goto('/kiosk/qbic');
    await expect(rolloutPanel(second).getByTestId('rollout-status')).toHaveText(
      'Running on another computer (Alex Morgan): wave 1.',
      { timeout: 30_000 },
    );
    await scanPlayers(second);

    await test.step('a drift apply on a player the rollout holds is refused, naming who runs it', async () => {
      await selectPlayers(second, [serialAt(FIRST[1])]);
      await second.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
      await driftDialog(second).getByRole('combobox', { name: 'Baseline player' }).click();
      await playerOption(second, playerIps[BASELINE]).click();
      await driftDialog(second).getByRole('button', { name: 'Check', exact: true }).click();
      await expectText(second, 'Differ: 1 · Match: 0 · Could not be read: 0', 20_000);
      await driftDialog(second).getByRole('button', { name: 'Apply the baseline to these players' }).click();
      await second
        .getByRole('dialog', { name: 'Apply the baseline?' })
        .getByRole('button', { name: 'Write to 1 player' })
        .click();
      await expectText(second, REFUSED);
      await expectAccessible(second, 'a drift apply refused on players a rollout holds');
      expect((await readPlayer(baseAt(FIRST[1]))).volume).toBe(15);
      await driftDialog(second).getByRole('button', { name: 'Close' }).click();
      await driftDialog(second).waitFor({ state: 'hidden' });
      // The notice goes by itself, as notices do: the next refusal is a notice of its own.
      await expect(second.getByText(REFUSED)).toBeHidden();
      await second.getByRole('button', { name: 'Clear selection' }).click();
    });

    await test.step('a player sheet push on a player the rollout holds is refused, naming who runs it', async () => {
      const held = FIRST[2];
      const nameBefore = (await readPlayer(baseAt(held))).playerName;
      const files = sheetFolder();
      await selectPlayers(second, [serialAt(held)]);
      const toolbar = second.getByRole('toolbar');
      const sheet = await downloadSheets(
        second,
        files,
        () => toolbar.getByRole('button', { name: 'Download bulk configuration' }).click(),
        'players.xlsx',
      );
      const rows = sheet.grid('Players');
      const edited = rows.map((row, index) =>
        index === 0 ? row : [row[0], 'Renamed during a rollout', ...row.slice(2)],
      );
      await toolbar.getByRole('button', { name: 'Upload' }).click();
      const dialog = second.getByRole('dialog', { name: 'Player bulk configuration upload' });
      await dialog
        .locator('input[name="fileupload"]')
        .setInputFiles(saveBook(files, 'edited.xlsx', { Players: edited }));
      await dialog.getByRole('button', { name: 'Validate' }).click();
      await expectText(second, 'Renamed during a rollout');
      await dialog.getByRole('button', { name: 'Push config' }).click();
      await expectText(second, REFUSED);
      await expectAccessible(second, 'a player sheet push refused on players a rollout holds');
      // The push went no further: the dialog still offers it, and the player keeps its name.
      await expect(dialog.getByRole('button', { name: 'Push config' })).toBeVisible();
      expect((await readPlayer(baseAt(held))).playerName).toBe(nameBefore);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await second.getByRole('button', { name: 'Clear selection' }).click();
    });

    await test.step('the second computer runs a rollout of its own on other players, the first shown beside it', async () => {
      await selectPlayers(second, SECOND.map(serialAt));
      await startRolloutOfSelected(second, firmwareFile('9.5.0'), SECOND.length);
      const panel = rolloutPanel(second);
      await expect(panel.getByTestId('rollout-status')).toHaveText('Running wave 1.');
      await expect(panel.getByTestId('rollout-other')).toHaveCount(1);
      await expect(panel.getByTestId('rollout-other')).toContainText(
        'Running on another computer (Alex Morgan): firmware-9.3.0.zip, wave 1 of',
      );
      // One rollout at a time in this browser: another computer's is not shown here in its place.
      await expect(panel.getByTestId('rollout-other').getByRole('button')).toHaveCount(0);
      await expectAccessible(second, 'another computer’s rollout beside this browser’s own');
    });

    await test.step('a third computer sees both rollouts live, and shows either of them', async () => {
      // Dark, at the narrower width: the lines read and are accessible there too.
      const third = await (
        await openPerson({ colorScheme: 'dark', viewport: { width: 768, height: 1024 } })
      ).newPage();
      await third.goto('/kiosk/qbic');
      const panel = rolloutPanel(third);
      await expect(panel.getByTestId('rollout-status')).toHaveText(
        'Running on another computer (Alex Morgan): wave 1.',
        { timeout: 30_000 },
      );
      await expect(panel.getByText('firmware-9.3.0.zip (Firmware)', { exact: true })).toBeVisible();
      const line = panel.getByTestId('rollout-other');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(
        'Running on another computer (Alex Morgan): firmware-9.5.0.zip, wave 1 of',
      );
      await expect(line).toContainText('Failed: 0.');
      await expectAccessible(third, 'every rollout of the tenant shown on a third computer');
      await line.getByRole('button', { name: 'Show here' }).click();
      await expect(panel.getByText('firmware-9.5.0.zip (Firmware)', { exact: true })).toBeVisible();
      await expect(line).toContainText('Running on another computer (Alex Morgan): firmware-9.3.0.zip');
    });
  });
});
