import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { readPlayer } from './support/qbic';
import { scanPlayers } from './support/qbicPage';
import { firmwareFile, rolloutJourney, rolloutPanel, startRolloutOfAll } from './support/rollout';
import { expect, test } from './support/test';

const FIRMWARE = firmwareFile('9.3.0');

/**
 * Two administrators at two computers (two browser contexts): a rollout is a record of the tenant, so the second
 * sees the first's live, is refused a second rollout on the same players, and resumes it once the first browser is
 * gone (its lease expired).
 */
test.describe('a rollout shared between two computers', () => {
  test('the second computer follows the rollout, is refused another on its players, and resumes it once the first browser is gone', async ({
    page,
    stack,
    openPerson,
  }) => {
    const { playerIps, setPlayerFault } = stack;
    await rolloutJourney(page, stack, 'Shared rollout journey');
    // The canary stays down after its restart: wave 1 lasts until the first browser is gone.
    await setPlayerFault(playerIps[0], { noReturnAfterReboot: true });
    await scanPlayers(page);
    await startRolloutOfAll(page, FIRMWARE, playerIps.length);
    await expectText(page, 'Running wave 1.');

    const other = await (await openPerson()).newPage();
    await other.goto('/kiosk/qbic');
    const otherPanel = rolloutPanel(other);
    // A second browser loads the console cold: its first reading of the records can take a while.
    await expect(otherPanel.getByTestId('rollout-status')).toHaveText(
      'Running on another computer (Alex Morgan): wave 1.',
      { timeout: 30_000 },
    );
    expect(await otherPanel.getByRole('button', { name: 'Abort' }).count()).toBe(0);
    expect(await otherPanel.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    await expect(otherPanel.getByTestId('rollout-wave-1')).toHaveText(
      'Wave 1 (canary): 1 player; failed: 0; done: 0%',
    );
    await expectAccessible(other, 'another computer’s rollout followed live');

    await test.step('a second rollout on the same players is refused, naming who runs the first', async () => {
      // The canary is restarting: the scan finds the others.
      await scanPlayers(other);
      await otherPanel.getByRole('button', { name: /^Roll out an update to \d+ players$/ }).click();
      const dialog = other.getByRole('dialog', { name: 'Roll out an update' });
      await expect(dialog.getByTestId('rollout-refused')).toHaveText(
        'Refused: these players are taking part in a rollout that Alex Morgan is running. Try again once it has ended.',
      );
      await dialog.locator('input[type="file"]').setInputFiles(firmwareFile('9.4.0'));
      await dialog.getByRole('button', { name: 'Check players' }).click();
      // The restarting canary is either not listed or listed as not answering (remembered from the first
      // computer's scan once its record is written), and then skipped.
      await dialog.getByText(/^Players taking part: 11\. Skipped: [01]\.$/).waitFor();
      await expect(dialog.getByRole('button', { name: 'Start rollout' })).toBeDisabled();
      await expectAccessible(other, 'a rollout refused on players another holds');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // Nothing was sent to the players by the refused rollout.
      expect((await readPlayer(`http://${playerIps[5]}:${stack.devicePort}`)).firmwareVersion).not.toBe(
        '9.4.0',
      );
    });

    await test.step('once the first browser is gone, its lease expires and the rollout resumes on the second computer', async () => {
      await page.context().close();
      await expect(otherPanel.getByTestId('rollout-status')).toHaveText(
        'Interrupted in wave 1 on another computer (Alex Morgan): its browser is gone. Choose the file again to resume here, or abort.',
        { timeout: 60_000 },
      );
      await expectAccessible(other, 'another computer’s rollout interrupted');
      await setPlayerFault(playerIps[0], null);
      await otherPanel.locator('input[type="file"]').setInputFiles(FIRMWARE);
      await expectText(other, 'Finished.', 90_000);
      for (const ip of playerIps)
        expect((await readPlayer(`http://${ip}:${stack.devicePort}`)).firmwareVersion).toBe('9.3.0');
    });
  });
});
