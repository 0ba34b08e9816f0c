import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { chooseWithKey, fileNamed } from './support/fileChooser';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { chooseAnotherByKeyboard, uploadSheetByKeyboard } from './support/bulkKeyboard';
import { checkRadio, focused, tabTo } from './support/keyboard';
import { serialAt } from './support/qbic';
import { firmwareFile, rolloutRow } from './support/rollout';
import { downloadSheets, sheetFolder } from './support/sheets';
import { expect, test, type JourneyStack } from './support/test';

/**
 * Every file of the QBIC tab chosen with the keyboard alone: the rollout's file at its setup and again to resume it,
 * the player form's .apk and .zip, and the player sheet of the bulk upload. Enter and Space on a picker open the
 * browser's file chooser; the chosen file's name shows beside it, and the focus stays on it.
 */
test.use({ stackOptions: { players: 3 } });

const APP = fileNamed('app-9.6.0.apk', 'application/vnd.android.package-archive');
const FIRMWARE = firmwareFile('9.3.0');
const NOTES = fileNamed('notes.txt', 'text/plain', 300);

/** The QBIC tab with the file's players scanned, by keyboard from the top of the page. */
async function scannedByKeyboard(page: Page, stack: JourneyStack) {
  await coverAddressesForFile(stack, stack.playerIps, 'Keyboard pickers');
  await page.goto('/kiosk/qbic');
  await page.getByRole('button', { name: 'Scan', exact: true }).waitFor();
  await tabTo(page, 'button "Scan"', { limit: 30 });
  await page.keyboard.press('Enter');
  await expectText(page, /Scan finished: 3 players found/, 20_000);
}

/** Ticks `count` players with Space and moves into the bottom bar with Enter. */
async function selectIntoBar(page: Page, count: number) {
  for (let player = 0; player < count; player += 1) {
    await tabTo(page, /^checkbox "Select (?!all)(?!.*\[checked\])/, { limit: 40 });
    await page.keyboard.press('Space');
  }
  const bar = page.getByRole('toolbar', { name: 'Actions on the selected players' });
  await bar.waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => bar.evaluate((node) => node.contains(document.activeElement))).toBe(true);
}

test.describe('every file of the QBIC tab is chosen with the keyboard', () => {
  test('rollout: the setup takes its file by Enter and then Space, and a resume after a reload takes it by Enter', async ({
    page,
    stack,
  }) => {
    const { playerIps, setPlayerFault } = stack;
    await scannedByKeyboard(page, stack);
    await tabTo(page, 'button "Roll out an update to 3 players"', { limit: 40 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
    await dialog.waitFor();
    await tabTo(page, 'button "Choose the .apk or .zip file"');
    await chooseWithKey(page, 'Enter', APP);
    await dialog.getByText(APP.name, { exact: true }).waitFor();
    // Space chooses again: the new file takes the old one's place.
    await chooseWithKey(page, 'Space', FIRMWARE);
    await dialog.getByText(FIRMWARE.name, { exact: true }).waitFor();
    expect(await dialog.getByText(APP.name, { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'rollout setup with a file chosen by keyboard');
    await tabTo(page, 'button "Check players"');
    await page.keyboard.press('Enter');
    await dialog.getByText('Players taking part: 3. Skipped: 0.').waitFor();

    // The canary stays away after its restart until the fault is cleared, so the page is reloaded in the middle
    // of wave 1.
    await setPlayerFault(playerIps[0], { noReturnAfterReboot: true });
    await tabTo(page, 'button "Start rollout"');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await rolloutRow(page, playerIps[0], 'rebooting').waitFor({ timeout: 30_000 });
    await page.reload();
    await expectText(
      page,
      'Interrupted in wave 1: the page was closed or reloaded, or the session ended. Resume to continue.',
    );
    await setPlayerFault(playerIps[0], null);
    await tabTo(page, 'button "Choose the file again to resume"', { limit: 40 });
    // The picker goes once the rollout goes on; the focus goes on to the rollout's next control, not the page.
    await chooseWithKey(page, 'Enter', FIRMWARE, { stays: false });
    await expect.poll(() => focused(page)).toMatch(/^button "(Pause|Download result)"/);
    await expectText(page, 'Finished.', 60_000);
    for (const ip of playerIps) expect(await rolloutRow(page, ip).getAttribute('data-phase')).toBe('updated');
  });

  test('player form: the .apk and the .zip are chosen by Enter and Space, and a file of another type is refused', async ({
    page,
    stack,
  }) => {
    await scannedByKeyboard(page, stack);
    await selectIntoBar(page, 1);
    await tabTo(page, 'button "Start configuration"', { limit: 10 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start configuration' });
    await dialog.getByRole('checkbox', { name: 'Content' }).waitFor();
    await tabTo(page, 'checkbox "Content"', { limit: 30 });
    await page.keyboard.press('Space');
    await tabTo(page, /^radio "(App|Website)"/);
    await checkRadio(page, 'App');
    await tabTo(page, /^radio "(Upgrade XML URL|APK file)"/);
    await checkRadio(page, 'APK file');
    await tabTo(page, 'button "Choose .apk file"');
    await chooseWithKey(page, 'Enter', NOTES);
    await expectText(page, 'Only .apk files can be uploaded.');
    expect(await dialog.getByText(NOTES.name).count()).toBe(0);
    await chooseWithKey(page, 'Space', APP);
    await dialog.getByText(APP.name, { exact: true }).waitFor();

    await tabTo(page, 'checkbox "Firmware"');
    await page.keyboard.press('Space');
    await tabTo(page, /^radio "(XML URL|ZIP URL|ZIP file)"/);
    await checkRadio(page, 'ZIP file');
    await tabTo(page, 'button "Choose .zip file"');
    await chooseWithKey(page, 'Space', FIRMWARE);
    await dialog.getByText(FIRMWARE.name, { exact: true }).waitFor();
    await chooseWithKey(page, 'Enter', firmwareFile('9.4.0'));
    await dialog.getByText('firmware-9.4.0.zip', { exact: true }).waitFor();
    expect(await dialog.getByText(APP.name, { exact: true }).count()).toBe(1);
  });

  test('player sheet: the bulk upload takes the sheet by Enter, and after the validation another file by Space', async ({
    page,
    stack,
  }) => {
    await scannedByKeyboard(page, stack);
    // Two players: the sheet is offered for several.
    await selectIntoBar(page, 2);
    // Enter lands on the bar's first button, the download.
    expect(await focused(page)).toBe('button "Download bulk configuration"');
    const folder = sheetFolder();
    const sheet = await downloadSheets(page, folder, () => page.keyboard.press('Enter'), 'players.xlsx');
    expect(sheet.grid('Players')).toHaveLength(3);
    const dialog = await uploadSheetByKeyboard(
      page,
      'Player bulk configuration upload',
      join(folder, 'players.xlsx'),
      'Enter',
    );
    // The validation's rows: the two players of the sheet, each valid.
    await dialog.getByRole('columnheader', { name: 'User name' }).waitFor();
    for (const index of [0, 1]) await dialog.getByRole('cell', { name: serialAt(index) }).waitFor();
    await expect(dialog.getByRole('cell', { name: /^(Ready|No change)$/ })).toHaveCount(2);

    await chooseAnotherByKeyboard(page, dialog, 'Space');
  });
});
