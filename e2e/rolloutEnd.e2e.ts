import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { readPlayer } from './support/qbic';
import { scanPlayers } from './support/qbicPage';
import { firmwareFile, rolloutJourney, rolloutPanel, rolloutRow, startRolloutOfAll } from './support/rollout';
import { downloadSheets, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

/** Players are listed by address. In the first test the last one is offline: waves of 1, 2, 6 and 2 for the 11 others. */
const NOT_APPLIED = 1;
const LATE = 2;
const OFFLINE = 11;

/** The text of one cell of a player's row: 3 is its status, 5 the version it has now. */
const cellOf = (page: Page, ip: string, column: number) =>
  rolloutRow(page, ip).locator('td').nth(column).innerText();

/**
 * Takes the rollout's lock in this tab until the tab closes, as a tab that runs the rollout holds it (Web Locks): the
 * moment between another tab starting the rollout and this one hearing of it, held open.
 */
async function holdRolloutLock(tab: Page) {
  await tab.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('dm.rollout.')) ?? '';
    const { id } = JSON.parse(localStorage.getItem(key) ?? '{}') as { id?: string };
    await new Promise<void>((held) => {
      void navigator.locks.request(`${key}.${id ?? ''}`, () => {
        held();
        return new Promise<void>(() => undefined);
      });
    });
  });
}

test.describe('a rollout says how it ended', () => {
  test('counts the failed players it went on without, states its totals and writes them to the result, and finds a late player updated when checked again', async ({
    page,
    stack,
  }) => {
    const { playerIps, devicePort, setPlayerFault } = stack;
    const baseAt = (index: number) => `http://${playerIps[index]}:${devicePort}`;
    const panel = rolloutPanel(page);
    const firmware = firmwareFile('9.4.0');
    await rolloutJourney(page, stack, 'Rollout end journey');
    const old = (await readPlayer(baseAt(NOT_APPLIED))).firmwareVersion;
    const lateBefore = (await readPlayer(baseAt(LATE))).firmwareVersion;

    await test.step('goes on without the two failed players of wave 2 and ends with every number true', async () => {
      await setPlayerFault(playerIps[NOT_APPLIED], { firmwareNotApplied: true });
      // Away after its restart until the fault is cleared, once the 30 s the rollout gives it have passed.
      await setPlayerFault(playerIps[LATE], { noReturnAfterReboot: true });
      await scanPlayers(page);
      await setPlayerFault(playerIps[OFFLINE], { offline: true });
      await panel.getByRole('button', { name: 'Roll out an update to 12 players' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
      await dialog.locator('input[type="file"]').setInputFiles(firmware);
      await dialog
        .getByRole('textbox', { name: 'Time allowed to come back after the restart, in minutes' })
        .fill('0.5');
      await dialog.getByRole('button', { name: 'Check players' }).click();
      await dialog.getByText('Players taking part: 11. Skipped: 1.').waitFor();
      await dialog.getByRole('button', { name: 'Start rollout' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await panel.getByTestId('rollout-stop').waitFor({ timeout: 60_000 });
      await panel.getByRole('button', { name: 'Continue without the failed players' }).click();
      await expectText(page, 'Finished.', 60_000);
      expect(await panel.getByTestId('rollout-wave-2').innerText()).toContain(
        'Wave 2: 2 players; failed: 2; done: 100%',
      );
      expect(await panel.getByTestId('rollout-totals').innerText()).toBe(
        'Updated: 9. Already on this version: 0. Failed: 2. Skipped: 1. Not started: 0.',
      );
      expect(await cellOf(page, playerIps[LATE], 3)).toBe('Failed: Did not come back after the restart');
      expect(await cellOf(page, playerIps[LATE], 5)).toBe('—');
      await expectAccessible(page, 'rollout finished with failed players');
    });

    await test.step('checks the failed players again once the late one is back: it is updated, the other still failed', async () => {
      await setPlayerFault(playerIps[LATE], null);
      await expect
        .poll(async () => (await readPlayer(baseAt(LATE)).catch(() => null))?.firmwareVersion, {
          timeout: 60_000,
        })
        .toBe('9.4.0');
      await panel.getByRole('button', { name: 'Check again' }).click();
      await expect(panel.getByTestId('rollout-checked')).toHaveText(
        'Players checked again: 2. Now updated: 1.',
      );
      expect(await panel.getByTestId('rollout-totals').innerText()).toBe(
        'Updated: 10. Already on this version: 0. Failed: 1. Skipped: 1. Not started: 0.',
      );
      expect(await rolloutRow(page, playerIps[LATE]).getAttribute('data-phase')).toBe('updated');
      expect(await cellOf(page, playerIps[LATE], 3)).toBe('Updated: Came back after the time allowed');
      expect(await cellOf(page, playerIps[LATE], 5)).toBe('9.4.0');
      expect(await cellOf(page, playerIps[NOT_APPLIED], 3)).toBe('Failed: Came back with the old version');
      expect(await cellOf(page, playerIps[NOT_APPLIED], 5)).toBe(old);
      expect(await panel.getByTestId('rollout-wave-2').innerText()).toContain('failed: 1;');
    });

    await test.step('downloads a result that names the file, its version, who started it and the totals', async () => {
      const { names, grid } = await downloadSheets(
        page,
        sheetFolder(),
        () => panel.getByRole('button', { name: 'Download result' }).click(),
        'update-rollout.xlsx',
      );
      expect(names).toEqual(['Summary', 'Rollout']);
      const summary = grid('Summary').filter((row) => row[0] !== 'Started' && row[0] !== 'Ended');
      expect(summary).toEqual([
        ['File', 'firmware-9.4.0.zip'],
        ['Type', 'Firmware'],
        ['Version', '9.4.0'],
        ['Started by', 'Alex Morgan'],
        ['Status', 'Finished.'],
        ['', ''],
        ['Updated', '10'],
        ['Already on this version', '0'],
        ['Failed', '1'],
        ['Skipped', '1'],
        ['Not started', '0'],
        ['File received, not checked', '0'],
      ]);
      const late = grid('Rollout').find((row) => row[1] === playerIps[LATE]);
      expect(late?.slice(4, 8)).toEqual(['Updated', 'Came back after the time allowed', lateBefore, '9.4.0']);
    });
    for (const index of [NOT_APPLIED, LATE, OFFLINE]) await setPlayerFault(playerIps[index], null);
  });

  test('asks before aborting, drops the notice of another tab once it ended, counts no wave it never started as done, and checks the unchecked player again', async ({
    page,
    stack,
  }) => {
    const { playerIps, setPlayerFault } = stack;
    const panel = rolloutPanel(page);
    const firmware = firmwareFile('9.6.0');
    for (const ip of playerIps) await setPlayerFault(ip, null);
    // The canary stays away after its restart until the fault is cleared: the rollout waits in wave 1.
    await setPlayerFault(playerIps[0], { noReturnAfterReboot: true });
    await rolloutJourney(page, stack, 'Rollout end journey');
    await scanPlayers(page);
    await startRolloutOfAll(page, firmware, playerIps.length);
    await rolloutRow(page, playerIps[0], 'rebooting').waitFor({ timeout: 30_000 });
    await page.reload();
    await expectText(page, 'Interrupted in wave 1');

    const other = await page.context().newPage();
    await other.goto('/kiosk/qbic');
    await holdRolloutLock(other);
    await panel.locator('input[type="file"]').setInputFiles(firmware);
    const notice = panel.getByText('This rollout is running in another tab of this browser.');
    await notice.waitFor();
    await other.close();

    await panel.getByRole('button', { name: 'Abort' }).click();
    const confirm = page.getByRole('dialog', { name: 'Abort the rollout?' });
    await confirm.getByText('Players not yet reached keep their current version').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await panel.getByTestId('rollout-status').innerText()).toContain('Interrupted in wave 1');
    await panel.getByRole('button', { name: 'Abort' }).click();
    await expectAccessible(page, 'abort confirmation');
    await confirm.getByRole('button', { name: 'Accept' }).click();

    await expectText(page, 'Aborted. The final state of each player is shown below.');
    await notice.waitFor({ state: 'detached' });
    expect(await panel.getByTestId('rollout-wave-1').innerText()).toContain('done: 100%');
    for (const wave of [2, 3, 4])
      expect(await panel.getByTestId(`rollout-wave-${wave}`).innerText()).toContain('failed: 0; done: 0%');
    expect(await panel.getByTestId('rollout-totals').innerText()).toBe(
      'Updated: 0. Already on this version: 0. Failed: 0. Skipped: 0. Not started: 11. File received, not checked: 1.',
    );

    await setPlayerFault(playerIps[0], null);
    await panel.getByRole('button', { name: 'Check again' }).click();
    await expect(panel.getByTestId('rollout-checked')).toHaveText(
      'Players checked again: 1. Now updated: 1.',
    );
    expect(await rolloutRow(page, playerIps[0]).getAttribute('data-phase')).toBe('updated');
    expect(await cellOf(page, playerIps[0], 5)).toBe('9.6.0');
    expect(await panel.getByTestId('rollout-totals').innerText()).toBe(
      'Updated: 1. Already on this version: 0. Failed: 0. Skipped: 0. Not started: 11.',
    );
    // Nothing is left to check.
    expect(await panel.getByRole('button', { name: 'Check again' }).count()).toBe(0);
  });
});
