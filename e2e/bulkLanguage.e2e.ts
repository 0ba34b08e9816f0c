import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { downloadSheets, saveBook, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

const files = sheetFolder();

test.describe('Bulk configuration in the user’s language', () => {
  test('gives a German user a German sheet, which validates as it came', async ({ page }) => {
    await page.goto('/kiosk/devices');
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="de"]').click();
    // Loaded whole: the list's rows are then the search's, not the ones shown before it.
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('checkbox', { name: 'Alle Geräte dieser Seite auswählen' }).check();
    const selected = await page.locator('tbody tr').count();
    const sheets = await downloadSheets(
      page,
      files,
      () => page.getByRole('button', { name: 'Massenkonfiguration' }).click(),
      'geraete.xlsx',
    );
    expect(sheets.names).toEqual(['Geräte', 'Hilfe']);
    const devices = sheets.grid('Geräte');
    expect(devices[0]).toEqual([
      'Geräte-ID',
      'Gerätename',
      'Displaytyp',
      'Regions-ID',
      'Raum-ID',
      'Gebäude-ID',
      'Etagen-IDs',
      'Standardetagen-ID',
      'Standort-ID',
      'Profil-ID',
      'Design-ID',
      'Konfigurations-ID',
      'Konfigurationsversion',
    ]);
    expect(devices).toHaveLength(selected + 1);
    const help = sheets.grid('Hilfe');
    expect(help[0].slice(0, 2)).toEqual(['Spalte', 'Bedeutung']);
    expect(help.map((line) => line[0])).toEqual(expect.arrayContaining(['Räume', 'Profile', 'Designs']));

    // The same file, as a spreadsheet program saves it again, validates: nothing to push, nothing wrong.
    await page.getByRole('button', { name: 'Hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Massenkonfiguration hochladen' });
    await dialog
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'wieder.xlsx', { Geräte: devices, Hilfe: help }));
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await expectText(page, `Zu übertragen: 0. Ohne Änderungen: ${selected}. Mit Fehlern: 0.`);
    await expectAccessible(page, 'German bulk upload, validated');

    // A floor display's theme on a room display: filled, so not among the missing fields, and named as what it is.
    const col = (name: string) => devices[0].indexOf(name);
    const designsAt = help.findIndex((line) => line[0] === 'Designs');
    const floorTheme = help.slice(designsAt + 2).find((line) => line[2] === 'FD') as string[];
    const roomRow = devices.findIndex((line, index) => index > 0 && line[col('Displaytyp')] === 'RD');
    expect(roomRow).toBeGreaterThan(0);
    const wrongTheme = devices.map((line, index) =>
      index === roomRow ? line.map((cell, at) => (at === col('Design-ID') ? floorTheme[0] : cell)) : line,
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await dialog
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'design.xlsx', { Geräte: wrongTheme }));
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await expectText(page, 'Felder mit falschen Werten: Design');
    await expectText(
      page,
      `Design: „${floorTheme[0]}“ gehört zu einem anderen Displaytyp (Etagendisplay) als diese Zeile (Raumdisplay)`,
    );
    expect(await dialog.getByText(/Fehlende Felder/).count()).toBe(0);

    // A column taken out is named in German.
    const noProfile = devices.map((line) =>
      line.filter((_, index) => index !== devices[0].indexOf('Profil-ID')),
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await dialog
      .locator('input[name="fileupload"]')
      .setInputFiles(saveBook(files, 'ohne.xlsx', { Geräte: noProfile }));
    await dialog.getByRole('button', { name: 'Prüfen' }).click();
    await expectText(page, 'Fehlende Spalten: Profil-ID');
  });
});
