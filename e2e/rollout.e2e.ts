import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { readPlayer, serialAt } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { firmwareFile, rolloutJourney, rolloutPanel } from './support/rollout';
import { expect, test } from './support/test';

test.use({ colorScheme: 'dark' });

/** Players are listed by address: the first is the canary, the second and third make wave 2 (of 1, 2, 6, 3). */
const NOT_APPLIED = 2;
const FIRMWARE = firmwareFile('9.1.0');

/**
 * One journey in steps: the rollout the first step pauses is the one the second resumes, and the third closes it
 * before rolling out an app (a rollout lives in the browser that runs it).
 */
test.describe('staged rollout of a firmware to 12 players', () => {
  test('a firmware rollout pauses on a failed wave, resumes after a reload to the end, and an app rollout follows', async ({
    page,
    stack,
  }) => {
    const { devicePort, playerIps, setPlayerFault } = stack;
    const baseAt = (index: number) => `http://${playerIps[index]}:${devicePort}`;
    const panel = () => rolloutPanel(page);
    const phaseOf = (index: number) =>
      panel().locator(`[data-testid="rollout-player-${playerIps[index]}"]`).getAttribute('data-phase');
    await rolloutJourney(page, stack, 'Rollout journey');

    await test.step('checks the players, passes the canary, and pauses wave 2 on a player that came back with the old version', async () => {
      const before = await readPlayer(baseAt(NOT_APPLIED));
      await setPlayerFault(playerIps[NOT_APPLIED], { firmwareNotApplied: true });
      // The canary stays down after its restart until the rollout has been looked at from a second tab: wave 1
      // lasts as long as that look takes, however busy the machine.
      await setPlayerFault(playerIps[0], { noReturnAfterReboot: true });
      await scanPlayers(page);
      await panel().getByRole('button', { name: 'Roll out an update to 12 players' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
      await dialog.locator('input[type="file"]').setInputFiles(FIRMWARE);
      await dialog.getByRole('button', { name: 'Check players' }).click();
      await dialog.getByText('Players taking part: 12. Skipped: 0.').waitFor();
      expect(await dialog.getByTestId('rollout-waves-preview').innerText()).toBe(
        'Players per wave: 1 / 2 / 6 / 3',
      );
      await expectAccessible(page, 'rollout setup dialog');
      await dialog.getByRole('button', { name: 'Start rollout' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A second tab follows the rollout live but cannot run it too.
      const other = await page.context().newPage();
      await other.goto('/kiosk/qbic');
      await expectText(other, 'Running in another tab of this browser: wave 1.');
      const otherPanel = other.getByRole('region', { name: 'Update rollout' });
      expect(await otherPanel.getByRole('button', { name: 'Abort' }).count()).toBe(0);
      expect(await otherPanel.getByText('Choose the file again to resume').count()).toBe(0);
      await other.close();
      await setPlayerFault(playerIps[0], null);

      const stop = panel().getByTestId('rollout-stop');
      await stop.waitFor({ timeout: 30_000 });
      const text = await stop.innerText();
      expect(text).toContain(
        'Paused: too many players in wave 2 failed. The players in later waves are unchanged.',
      );
      expect(text).toContain(`(${playerIps[NOT_APPLIED]}) — Came back with the old version`);
      expect(await phaseOf(0)).toBe('updated');
      expect(await phaseOf(NOT_APPLIED)).toBe('failed');
      for (const index of [3, 4, 5, 11]) expect(await phaseOf(index)).toBe('waiting');
      expect((await readPlayer(baseAt(NOT_APPLIED))).firmwareVersion).toBe(before.firmwareVersion);
      expect((await readPlayer(baseAt(3))).firmwareVersion).not.toBe('9.1.0');
      await expectAccessible(page, 'rollout paused by the stop rule');
    });
    await test.step('resumes once the fault is cleared, survives a reload in the middle of wave 2, and ends with every player on the new version', async () => {
      // The firmware is applied at its next restart, which keeps it away until the page has been reloaded.
      await setPlayerFault(playerIps[NOT_APPLIED], { noReturnAfterReboot: true });
      await setPlayerFault(playerIps[0], null);
      await panel().getByRole('button', { name: 'Resume', exact: true }).click();
      // The failed player is restarted and checked again (no second upload): reload while it restarts.
      await panel()
        .locator(`[data-testid="rollout-player-${playerIps[NOT_APPLIED]}"][data-phase="rebooting"]`)
        .waitFor();
      await page.reload();
      await expectText(
        page,
        'Interrupted in wave 2: the page was closed or reloaded, or the session ended. Resume to continue.',
      );
      await expectAccessible(page, 'rollout interrupted by a reload');
      await setPlayerFault(playerIps[NOT_APPLIED], null);
      await panel().locator('input[type="file"]').setInputFiles(FIRMWARE);
      await expectText(page, 'Finished.', 60_000);
      for (const [index] of playerIps.entries()) expect(await phaseOf(index)).toBe('updated');
      for (const [index] of playerIps.entries())
        expect((await readPlayer(baseAt(index))).firmwareVersion).toBe('9.1.0');
      expect(await panel().getByTestId('rollout-wave-4').innerText()).toContain(
        'Wave 4: 3 players; failed: 0; done: 100%',
      );

      const download = page.waitForEvent('download');
      await panel().getByRole('button', { name: 'Download result' }).click();
      expect((await download).suggestedFilename()).toBe('update-rollout.xlsx');
      // The live view reads whole at both widths, in light and dark.
      for (const width of [1366, 768]) {
        await page.setViewportSize({ width, height: 860 });
        expect(
          await panel().evaluate((element) => element.scrollWidth <= element.clientWidth),
          `the rollout view fits at ${width} px`,
        ).toBe(true);
        await expectAccessible(page, `rollout finished at ${width} px`);
      }
      await page.setViewportSize({ width: 1366, height: 860 });
    });
    await test.step('rolls out an app to the players selected on the bottom bar, after the last rollout is closed', async () => {
      await panel().getByRole('button', { name: 'Close' }).click();
      await scanPlayers(page);
      await selectPlayers(page, [serialAt(4), serialAt(5)]);
      await page.getByRole('toolbar').getByRole('button', { name: 'Roll out an update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
      await dialog.getByText('2 players get the file in waves.', { exact: false }).waitFor();
      await dialog.getByRole('textbox', { name: 'Players in the first wave' }).fill('0');
      await dialog.getByText('Enter a whole number of at least 1.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Start rollout' }).isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: 'Players in the first wave' }).fill('1');
      const app = {
        name: 'app-9.5.0.apk',
        mimeType: 'application/vnd.android.package-archive',
        buffer: Buffer.alloc(4096, 3),
      };
      await dialog.locator('input[type="file"]').setInputFiles(app);
      await dialog.getByRole('button', { name: 'Check players' }).click();
      await dialog.getByText('Players taking part: 2. Skipped: 0.').waitFor();
      await dialog.getByRole('button', { name: 'Start rollout' }).click();
      await expectText(page, 'Finished.', 30_000);
      for (const index of [4, 5]) expect((await readPlayer(baseAt(index))).appVersion).toBe('9.5.0');
      expect((await readPlayer(baseAt(6))).appVersion).not.toBe('9.5.0');
      expect(await panel().locator('[data-phase]').count()).toBe(2);
    });
  });
});
