import type { Route } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, submitSignIn } from './support/journey';
import { downloadSheets, saveBook, sheetFolder } from './support/sheets';
import { expectRoute, tokenOf } from './support/shell';
import { expect, test } from './support/test';

const files = sheetFolder();

/** Every save of one device's configuration (POST or PUT /device/configuration?deviceId=…). */
const isSave = (url: URL) => url.pathname.endsWith('/device/configuration');

test.describe('Bulk configuration when the session ends during the push', () => {
  test('ends every row, and after signing in again shows the result and retries the rows not saved', async ({
    page,
    stack,
  }) => {
    const { mockUrl } = stack;
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
    const sheets = await downloadSheets(
      page,
      files,
      () => page.getByRole('button', { name: 'Bulk configuration' }).click(),
      'session.xlsx',
    );
    // Every row with a theme gets another theme of its display type, from the Help sheet's list.
    const devices = sheets.grid('Devices');
    const col = (name: string) => devices[0].indexOf(name);
    const help = sheets.grid('Help');
    const themes = help.slice(help.findIndex((line) => line[0] === 'Themes') + 2).filter((line) => line[0]);
    let changed = 0;
    for (const row of devices.slice(1)) {
      const other = themes.find(
        (theme) => theme[2] === row[col('Display type')] && theme[0] !== row[col('Theme ID')],
      );
      if (!row[col('Theme ID')] || !other) continue;
      row[col('Theme ID')] = other[0];
      changed += 1;
    }
    expect(changed).toBeGreaterThan(1);

    // The first save goes through; the session is then revoked on the server before any other save arrives.
    let saves = 0;
    let firstDone: () => void = () => undefined;
    const firstSaved = new Promise<void>((resolve) => (firstDone = resolve));
    let revoked: Promise<unknown> | null = null;
    const token = await tokenOf(page);
    await page.route(isSave, async (route: Route) => {
      // A push reads each device's stored configuration before it saves; only the saves are held here.
      if (route.request().method() !== 'PUT') return route.continue();
      saves += 1;
      if (saves === 1) {
        await route.fulfill({ response: await route.fetch() });
        return firstDone();
      }
      revoked ??= firstSaved.then(() =>
        fetch(`${mockUrl}/rest/v2/auth/logout`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      await revoked;
      // Saves already sent are not cancelled: each held here meets the revoked session itself.
      await route.continue().catch(() => undefined);
    });

    await page.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Bulk configuration upload' });
    await upload
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'themes.xlsx', { Devices: devices }));
    await upload.getByRole('button', { name: 'Validate' }).click();
    await expectText(page, `To push: ${changed}.`, 15_000);
    await upload.getByRole('button', { name: 'Push config' }).click();

    // The run ends with every row in a final state; the session dialog stands over the result.
    const ended = page.getByTestId('session-inactive');
    await ended.getByText('Your session has ended').waitFor();
    await expectText(page, `Saved: 1. Failed: ${changed - 1}.`);
    expect(await page.getByText('Not pushed: the session ended').count()).toBe(changed - 1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await ended.getByRole('button', { name: 'Sign in again' }).click();
    expect((await expectCentralLogin(page, mockUrl)).returnUrl).toMatch(/^\/kiosk\/devices/);
    await submitSignIn(page, 'admin');
    await expectRoute(page, '/kiosk/devices');

    // Back at the result, as it was; Retry failed sends only the rows not saved.
    const result = page.getByRole('dialog', { name: 'Bulk configuration result' });
    await result.waitFor();
    await expectText(page, `Saved: 1. Failed: ${changed - 1}.`);
    await expectText(
      page,
      'Your session ended during this push; you are signed in again. “Retry failed” sends the rows that were not saved.',
    );
    await expectAccessible(page, 'bulk result after signing in again');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isSave(new URL(request.url())) && request.method() === 'PUT') sent.push(request.method());
    });
    await result.getByRole('button', { name: 'Retry failed' }).click();
    await expectText(page, `Saved: ${changed}. Failed: 0.`);
    expect(sent).toHaveLength(changed - 1);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => result.count()).toBe(0);

    // It opened once: the page read again does not bring it back.
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Bulk configuration result' }).count()).toBe(0);
  });
});
