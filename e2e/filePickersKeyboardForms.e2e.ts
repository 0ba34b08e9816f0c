import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PNG_PIXEL, cardOf, uniqueName } from './support/contentPage';
import { chooseWithKey, fileNamed, type ChosenFile } from './support/fileChooser';
import { expectText } from './support/journey';
import { chooseAnotherByKeyboard, uploadSheetByKeyboard } from './support/bulkKeyboard';
import { checkRadio, focused, tabTo } from './support/keyboard';
import { downloadSheets, sheetFolder } from './support/sheets';
import { expect, test } from './support/test';

/**
 * Every file outside the QBIC tab chosen with the keyboard alone: the Devices tab's sheet, a library item's icon,
 * its file and Replace, the workplace logos and a theme's logo image. Enter and Space on a picker open the
 * browser's file chooser; what the file does shows next (its name, the check's result, the picture), and the
 * focus stays on the picker.
 */

/** A picture of `size` bytes: a real one-pixel PNG with a tail (browsers still show it). */
const png = (name: string, size: number): ChosenFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_PIXEL, Buffer.alloc(Math.max(0, size - PNG_PIXEL.length))]),
});
const NOTES = fileNamed('notes.txt', 'text/plain', 300);

/**
 * Tabs to the next button whose name begins with `text` (a name other than the button's text is written in quotes
 * and followed by the text).
 */
const tabToButton = (page: Page, text: string) =>
  tabTo(page, new RegExp(`^'?button "${text}`), { limit: 30 });

test.describe('every file outside the QBIC tab is chosen with the keyboard', () => {
  test('Devices sheet: the bulk upload takes the sheet by Space, and after the validation another file by Enter', async ({
    page,
  }) => {
    await page.goto(`/kiosk/devices?q=${encodeURIComponent('Training Room')}`);
    await page.locator('tbody tr').first().waitFor();
    // Two devices: the sheet is offered for several.
    for (let device = 0; device < 2; device += 1) {
      await tabTo(page, /^checkbox "Select (?!all)(?!.*\[checked\])/, { limit: 30 });
      await page.keyboard.press('Space');
    }
    await page.getByTestId('device-bottom-bar').waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, 'button "Bulk configuration"', { limit: 10 });
    const folder = sheetFolder();
    await downloadSheets(page, folder, () => page.keyboard.press('Enter'), 'devices.xlsx');
    const dialog = await uploadSheetByKeyboard(
      page,
      'Bulk configuration upload',
      join(folder, 'devices.xlsx'),
      'Space',
      // Upload needs no ticked device: it is in the toolbar above the rows, back from the bar.
      { backwards: true },
    );
    // The sheet came back unchanged: the check says there is nothing to push.
    await dialog.getByText('There is nothing to push: no valid row changes its device.').waitFor();

    await chooseAnotherByKeyboard(page, dialog, 'Enter');
  });

  test.describe('as a contributor', () => {
    test.use({ account: 'contributor' });

    test('library: the icon and the file of a new item, then Replace on its page, all by keyboard; a small file says its bytes', async ({
      page,
    }) => {
      const name = uniqueName('Keyboard poster');
      await page.goto('/contentlibrary/create');
      await page.locator('input[name="languages.en.label"]').waitFor();
      await tabTo(page, 'textbox "Name');
      await page.keyboard.type(name);
      await tabTo(page, 'combobox "Type');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      for (let press = 0; press < 8 && !(await focused(page)).startsWith('option "Picture"'); press += 1)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      await tabToButton(page, 'Choose icon');
      await chooseWithKey(page, 'Enter', png('icon.png', 200));
      await expectText(page, 'icon.png');
      await tabTo(page, 'textbox "Label');
      await page.keyboard.type('Poster');
      await tabTo(page, /^radio "(Upload a file|Link to an address)"/);
      await checkRadio(page, 'Upload a file');
      await tabToButton(page, 'Choose file');
      // Its name says which language's file it takes.
      expect(await chooseWithKey(page, 'Enter', NOTES)).toContain('button "Choose file (English)"');
      await expectText(page, /Only .*\.png.* files can be uploaded\./);
      await chooseWithKey(page, 'Space', png('poster.png', 2_000));
      await expectText(page, 'poster.png');
      await tabTo(page, 'button "Save"', { limit: 40 });
      await page.keyboard.press('Enter');
      await cardOf(page, name).waitFor();

      // The item's page: Replace takes a picture smaller than 1 kB, and its size reads in bytes.
      await tabTo(page, new RegExp(`^link ".*${name}`), { limit: 30 });
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: 'Files' }).waitFor();
      const row = page.getByTestId('file-en');
      await expect.poll(() => row.innerText()).toContain('poster.png · 2 kB');
      await tabToButton(page, 'Replace');
      const replace = await chooseWithKey(page, 'Enter', png('small.png', 600));
      expect(replace).toContain('button "Replace the file (English)"');
      await expectText(page, 'File replaced (English)');
      await expect.poll(() => row.innerText()).toContain('small.png · 600 bytes');
      expect(await focused(page)).toBe(replace);
    });
  });

  test('workplace: each logo is chosen by keyboard and shows at once; its picker names the logo', async ({
    page,
  }) => {
    await page.goto('/workplace/theme');
    await page.locator('input[name="brandingText"]').waitFor();
    await tabTo(page, 'radio "Text"');
    await checkRadio(page, 'Logo');
    const first = page.getByTestId('logo-brand-dark');
    await first.waitFor();
    await tabToButton(page, 'Choose file');
    const brand = await chooseWithKey(page, 'Enter', png('brand.png', 2_000));
    expect(brand).toMatch(/^'button "Choose file: Branding logo \(dark( and light)?\)"'/);
    await first.getByRole('img').waitFor();
    await expect.poll(() => first.innerText()).toContain('brand.png');

    // The theme logo, by Space: another picker, and its name says so.
    await tabTo(page, /^radio "(Text|Logo)"/);
    await checkRadio(page, 'Logo');
    const theme = page.getByTestId('logo-dark');
    await theme.waitFor();
    await tabToButton(page, 'Choose file');
    const themed = await chooseWithKey(page, 'Space', png('theme.png', 1_500));
    expect(themed).toMatch(/^'button "Choose file: Theme logo \(dark( and light)?\)"'/);
    await theme.getByRole('img').waitFor();
    await expect.poll(() => theme.innerText()).toContain('theme.png');
  });

  test('theme: the logo image is chosen by Enter, and a replacement by Space', async ({ page }) => {
    await page.goto('/kiosk/themes/create');
    await page.locator('input[name="name"]:visible').waitFor();
    await tabTo(page, 'radio "Text"', { limit: 30 });
    await checkRadio(page, 'Image');
    await tabTo(page, 'button "Choose image"');
    await chooseWithKey(page, 'Enter', png('logo.png', 500), { stays: false });
    const picture = page.getByRole('img', { name: 'Logo image' }).first();
    await picture.waitFor();
    await expect.poll(() => focused(page)).toBe('button "Replace image"');
    await chooseWithKey(page, 'Space', png('other.png', 3_000));
    await picture.waitFor();
    await expectText(page, 'PNG, JPEG, WebP or SVG, at most 100 kB');
  });
});
