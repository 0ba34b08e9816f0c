import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { pushDevicesSheet } from './support/devicesSheetPush';
import { sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

const files = sheetFolder();

/** The rows of the activity page, newest first. */
const activityRows = (page: Page) => page.getByTestId('activity-list').locator('tbody tr');

/** Opens the entry of a row to its targets; answers the details dialog. */
async function openEntry(page: Page, index: number, title: RegExp) {
  await activityRows(page).nth(index).getByRole('button', { name: 'All targets' }).click();
  const details = page.getByRole('dialog', { name: title });
  await details.getByTestId('activity-details').waitFor();
  return details;
}

test.describe('revert from the activity log', () => {
  test('a Devices sheet push shows in the log with its outcome per device and is reverted from there', async ({
    page,
  }) => {
    const moved = await pushDevicesSheet(page, files);

    await test.step('the push is in the log with its device, saved, and its room before and after', async () => {
      await page.goto('/activity');
      await expect(activityRows(page)).toHaveCount(1);
      const push = activityRows(page).first();
      await expect(push).toContainText('Push a device sheet');
      await expect(push.locator('[data-outcome="succeeded"]')).toContainText(moved.device);
      const details = await openEntry(page, 0, /^Push a device sheet/);
      const target = details.locator(`[data-target="${moved.deviceId}"]`);
      await expect(target).toContainText('Succeeded');
      await expect(target).toContainText(`Room: ${moved.from} → ${moved.to}`);
    });

    await test.step('Revert shows the room now and the room before, then sets it back and reports the device', async () => {
      await page.getByRole('button', { name: 'Revert', exact: true }).click();
      const revert = page.getByRole('dialog', { name: 'Revert: Push a device sheet' });
      const device = revert.getByTestId('activity-revert').locator(`[data-target="${moved.deviceId}"]`);
      await expect(device).toContainText('Will be set back');
      await expect(device.getByRole('cell').nth(1)).toHaveText(`Room: ${moved.to}`);
      await expect(device.getByRole('cell').nth(2)).toHaveText(`Room: ${moved.from}`);
      await expect(device).not.toContainText('Changed again since');
      await expectAccessible(page, 'revert preview (light)');
      await revert.getByRole('button', { name: 'Revert 1 device' }).click();
      await expect(revert.getByRole('status')).toHaveText('Reverted: 1. Failed: 0.');
      await expect(device).toContainText('Succeeded');
      await expectAccessible(page, 'revert report (light)');
      await revert.getByRole('button', { name: 'Close' }).click();
      await revert.waitFor({ state: 'hidden' });
      await page
        .getByRole('dialog', { name: /^Push a device sheet/ })
        .getByRole('button', { name: 'Close' })
        .click();
    });

    await test.step('the revert is an entry of its own, newest first, with the room it set back', async () => {
      await expect(activityRows(page)).toHaveCount(2);
      await expect(activityRows(page).first()).toContainText('Revert device settings');
      await expect(activityRows(page).first().locator('[data-outcome="succeeded"]')).toContainText(
        moved.device,
      );
      const details = await openEntry(page, 0, /^Revert device settings/);
      await expect(details.locator(`[data-target="${moved.deviceId}"]`)).toContainText(
        `Room: ${moved.to} → ${moved.from}`,
      );
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'hidden' });
    });

    await test.step('the push reverted again finds the device as before, changed since, and nothing to send', async () => {
      await openEntry(page, 1, /^Push a device sheet/);
      await page.getByRole('button', { name: 'Revert', exact: true }).click();
      const revert = page.getByRole('dialog', { name: 'Revert: Push a device sheet' });
      const device = revert.getByTestId('activity-revert').locator(`[data-target="${moved.deviceId}"]`);
      await expect(device).toContainText('Already as before: nothing to send');
      await expect(device).toContainText('Changed again since');
      await expect(revert.getByRole('alert')).toContainText('1 device was changed again since this entry');
      await expect(revert.getByRole('button', { name: 'Revert 0 devices' })).toBeDisabled();
      await expectAccessible(page, 'revert of a device changed since (light)');
    });
  });
});
