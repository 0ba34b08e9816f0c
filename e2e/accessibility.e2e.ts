import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectDialogTrapsFocus, expectVisibleFocus, tabTo } from './support/keyboard';
import { adminToken, coverAddresses, serialAt } from './support/qbic';
import { playerRow, scanPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

/** The QBIC tab of the admin, scanned, with ranges over the file's first three players. */
async function scannedPlayers(page: Page, stack: JourneyStack) {
  const { mockUrl, playerIps } = stack;
  await stack.once('ranges', async () =>
    coverAddresses(mockUrl, await adminToken(mockUrl), playerIps.slice(0, 3), 'Accessibility lab'),
  );
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
}

/*
 * The screens as they open are checked in the screen catalogue (screens.e2e.ts); here, what a person brings up on
 * them: the menus of the header, the settings dialog, the single sign-on form.
 */
test.describe('accessibility: menus and dialogs of the shell', () => {
  test('the organization field of the sign-in page, signed out', async ({ openPerson }) => {
    const form = await (await openPerson({ account: null })).newPage();
    await form.goto('/login');
    await form.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
    await form.locator('input[name="tenant"]').waitFor();
    await expectAccessible(form, 'sign-in with the organization field');
  });

  test('the header menus and the kiosk settings dialog', async ({ page }) => {
    await page.goto('/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Open the main menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expectAccessible(page, 'main menu');
    await page.keyboard.press('Escape');
    for (const menu of ['apps-panel', 'profile-menu', 'language-menu']) {
      await page.getByTestId(menu).click();
      await page
        .getByRole('menu')
        .or(page.getByRole('dialog'))
        .or(page.getByRole('presentation'))
        .first()
        .waitFor();
      await expectAccessible(page, menu);
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('tab-settings').click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'kiosk settings dialog');
    await page.keyboard.press('Escape');
  });

  test('the check reads what an open dialog holds, and fails on a violation there', async ({ page }) => {
    await page.goto('/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    // A button with no name: a serious violation (button-name) wherever it is.
    const addNamelessButton = (selector: string) =>
      page.evaluate((where) => {
        const button = document.createElement('button');
        button.dataset.testid = 'nameless';
        document.querySelector(where)!.append(button);
      }, selector);
    await page.getByTestId('tab-settings').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await addNamelessButton('main');
    // Behind the dialog, hidden from assistive technology: not what the dialog check reads.
    await expectAccessible(page, 'kiosk settings dialog over a broken page');
    await addNamelessButton('[role="dialog"]');
    await expect(expectAccessible(page, 'kiosk settings dialog, broken')).rejects.toThrow(/button-name/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // With no dialog open, the whole page is read.
    await expect(expectAccessible(page, 'broken page')).rejects.toThrow(/button-name/);
  });
});

test.describe('accessibility: the QBIC tab after a scan, by keyboard', () => {
  const REBOOTED = 0;
  const SILENT = 1;
  const MOVED = 2;

  test('Space selects a player, Tab reaches Restart on the floating bar, its confirm keeps the focus and gives it back', async ({
    page,
    stack,
  }) => {
    await scannedPlayers(page, stack);
    await playerRow(page, serialAt(REBOOTED)).waitFor();
    await page.getByRole('button', { name: 'Scan', exact: true }).focus();
    await tabTo(page, /^checkbox "Select (?!all)/, { limit: 40 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected players' });
    await bar.waitFor();
    await tabTo(page, 'button "Restart"', { limit: 150 });
    await expectVisibleFocus(page);
    await expectDialogTrapsFocus(page);

    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Restart the players?' });
    await question.waitFor();
    await expectAccessible(page, 'reboot confirm');
    await tabTo(page, 'button "Accept"');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog');
    await report.getByText('Succeeded: 1. Failed: 0.').waitFor();
    await expectAccessible(page, 'reboot report');
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'hidden' });
  });

  test('a single player that does not answer gets the offline-device dialog', async ({ page, stack }) => {
    await scannedPlayers(page, stack);
    await playerRow(page, serialAt(SILENT)).waitFor();
    await stack.setPlayerFault(stack.playerIps[SILENT], { offline: true });
    await playerRow(page, serialAt(SILENT)).locator('input[type="checkbox"]').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Lock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Offline or restarting' });
    await dialog.waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'offline-device dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test('the warning of a player whose address answers with another serial number is a keyboard stop that shows its text', async ({
    page,
    stack,
  }) => {
    // Known from a scan, then found answering with another serial number at the next one.
    await scannedPlayers(page, stack);
    await playerRow(page, serialAt(MOVED)).waitFor();
    await stack.setPlayerFault(stack.playerIps[MOVED], { wrongSerial: true });
    await scanPlayers(page);
    const warning = playerRow(page, serialAt(MOVED)).getByTestId('serial-mismatch');
    await warning.waitFor();
    const message = 'The device at this IP address has another serial number.';
    await page.getByRole('button', { name: 'Scan', exact: true }).focus();
    await tabTo(page, `img "${message}"`, { limit: 150 });
    await expectVisibleFocus(page);
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe(message);
    await expectAccessible(page, 'QBIC list with a serial-number warning');
  });
});
