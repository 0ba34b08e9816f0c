import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { expect, test } from './support/test';

/** Opens the Devices tab on one device (by serial number), selects it and opens its configuration form. */
async function openConfiguration(page: Page, serial: string): Promise<void> {
  await page.goto(`/kiosk/devices?q=${serial}`);
  const row = page.locator('tbody tr');
  // A second browser loads the console cold: on a busy machine its first list can take longer than the default wait.
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.first().click();
  await page.getByRole('button', { name: 'Start configuration' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).waitFor();
}

// Two administrators at two computers work on the same feedback displays (configured in the seed, so each form
// opens filled and can be saved as it is).
test.describe('Devices tab: two administrators on one device', () => {
  test('a configuration saved after someone else unregistered the device says so, saves nothing and refreshes the list', async ({
    page,
    openPerson,
  }) => {
    await openConfiguration(page, 'QBX0000028');

    const other = await (await openPerson()).newPage();
    await other.goto('/kiosk/devices?q=QBX0000028');
    await other.locator('tbody tr').first().click();
    await other.getByRole('button', { name: 'Unregister' }).click();
    await other.getByRole('button', { name: 'Yes, unregister' }).click();
    await expectText(other, 'The device was unregistered.');

    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'This device is no longer in this tenant: someone unregistered it after you opened it. Nothing was saved.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectAccessible(page, 'configuration of a device someone unregistered');
    // The list behind the dialog was read again: the device is gone from it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectText(page, 'No devices match these filters.');
  });

  test('two saves of one configuration: the first wins, the second is told someone else changed it', async ({
    page,
    openPerson,
  }) => {
    const other = await (await openPerson()).newPage();
    await openConfiguration(page, 'QBX0000023');
    await openConfiguration(other, 'QBX0000023');

    await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectText(other, 'The configuration was saved.');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectText(
      page,
      'Someone else changed this device’s configuration after you opened it. Reload it to see their changes, then save again.',
    );
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
