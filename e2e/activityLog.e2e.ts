import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { focused, tabTo } from './support/keyboard';
import { adminToken, coverAddresses, serialAt } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { pushDevicesSheet } from './support/devicesSheetPush';
import { downloadSheets, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

test.use({ stackOptions: { players: 2 } });

const files = sheetFolder();
const LOCKED = serialAt(0);

/** The rows of the activity page, newest first, as text. */
const activityRows = (page: Page) => page.getByTestId('activity-list').locator('tbody tr');

/** Locks the first player from the QBIC tab's bar; answers its name as the list shows it. */
async function lockPlayer(page: Page, mockUrl: string, ips: readonly string[]): Promise<string> {
  await coverAddresses(mockUrl, await adminToken(mockUrl), ips, 'Activity journey');
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
  // The third cell holds the name (after the selection box and the status).
  const name = (await playerRow(page, LOCKED).locator('td').nth(2).innerText()).trim();
  await selectPlayers(page, [LOCKED]);
  await page.getByRole('toolbar').getByRole('button', { name: 'Lock', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Lock results' });
  await report.getByText('Succeeded: 1. Failed: 0.').waitFor();
  await report.getByRole('button', { name: 'Close' }).click();
  return name;
}

test.describe('the activity log', () => {
  test('a lock and a Devices sheet push show in the log with their targets, are filtered, exported and reached by keyboard', async ({
    page,
    stack,
    openPerson,
  }) => {
    const player = await lockPlayer(page, stack.mockUrl, stack.playerIps);
    const pushed = await pushDevicesSheet(page, files);

    await test.step('opens the log from the drawer and sees both actions, newest first, with their outcome', async () => {
      await page.getByRole('button', { name: 'Open the main menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Activity log' })
        .click();
      await expect(page).toHaveURL(/\/activity$/);
      await expect(activityRows(page)).toHaveCount(2);
      const [push, lock] = [activityRows(page).nth(0), activityRows(page).nth(1)];
      await expect(push).toContainText('Push a device sheet');
      await expect(push).toContainText('Alex Morgan');
      await expect(push).toContainText('Succeeded');
      await expect(lock).toContainText('Lock players');
      await expect(lock).toContainText(player);
      await expect(lock.locator('[data-outcome="succeeded"]')).toHaveCount(1);
      await expectAccessible(page, 'activity log (light)');
    });

    await test.step('opens the push to its device: saved, and the room before and after', async () => {
      await activityRows(page).nth(0).getByRole('button', { name: 'All targets' }).click();
      const details = page.getByRole('dialog', { name: /^Push a device sheet · Alex Morgan/ });
      const target = details.getByTestId('activity-details').locator('tbody tr');
      await expect(target).toHaveCount(1);
      await expect(target).toContainText('Succeeded');
      await expect(target).toContainText(`Room: ${pushed.from} → ${pushed.to}`);
      await expectAccessible(page, 'activity entry details (light)');
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'hidden' });
    });

    await test.step('filters by action, by keyboard from the search box', async () => {
      await page.getByRole('textbox', { name: 'Search' }).focus();
      await tabTo(page, 'combobox "Action"');
      await page.keyboard.press('Enter');
      // The menu finds an option by the first letters typed, as a native select does.
      await page.getByRole('listbox').waitFor();
      await page.keyboard.type('Lock');
      await expect.poll(() => focused(page)).toBe('option "Lock players"');
      await page.keyboard.press('Enter');
      await expect(activityRows(page)).toHaveCount(1);
      await expect(activityRows(page).first()).toContainText('Lock players');
      await expectText(page, '1–1 of 1');
    });

    await test.step('reaches the entry by keyboard and opens and closes its targets', async () => {
      await tabTo(page, 'button "All targets"', { limit: 40 });
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: /^Lock players · Alex Morgan/ });
      await expect(details.getByTestId('activity-details').locator('tbody tr')).toContainText(LOCKED);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      expect(await focused(page)).toBe('button "All targets"');
    });

    await test.step('exports what the filter shows to an .xlsx in the UI language', async () => {
      const book = await downloadSheets(
        page,
        files,
        () => page.getByRole('button', { name: 'Export to Excel' }).click(),
        'activity.xlsx',
      );
      expect(book.names).toEqual(['Activity']);
      const rows = book.grid('Activity');
      expect(rows[0]).toEqual([
        'When',
        'Person',
        'Action',
        'Outcome',
        'Target',
        'Target ID',
        'Result',
        'Reason',
        'Changes',
      ]);
      expect(rows).toHaveLength(2);
      expect(rows[1].slice(1, 7)).toEqual([
        'Alex Morgan',
        'Lock players',
        'Succeeded',
        player,
        LOCKED,
        'Succeeded',
      ]);
      expect(rows[1][0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    await test.step('is accessible in the dark theme, list and details', async () => {
      const dark = await (await openPerson({ colorScheme: 'dark' })).newPage();
      await dark.goto('/activity');
      await expect(activityRows(dark)).toHaveCount(2);
      await expectAccessible(dark, 'activity log (dark)');
      await activityRows(dark).nth(1).getByRole('button', { name: 'All targets' }).click();
      await dark.getByTestId('activity-details').waitFor();
      await expectAccessible(dark, 'activity entry details (dark)');
    });
  });
});
