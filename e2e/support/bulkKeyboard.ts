import { basename } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseWithKey, fileNamed } from './fileChooser';
import { focused, tabTo } from './keyboard';

/** The bulk upload of either tab (Devices, players), by keyboard from the focused bottom bar, in English. */

/**
 * Upload on the bar opens the dialog `title`; its picker takes the sheet at `path` by `key` and shows its name, and
 * Validate checks it. Answers the dialog.
 */
export async function uploadSheetByKeyboard(
  page: Page,
  title: string,
  path: string,
  key: 'Enter' | 'Space',
  /** Where Upload is from the focus: after it (the player tab's bar), or before it (the Devices tab's toolbar). */
  { backwards = false }: { backwards?: boolean } = {},
): Promise<Locator> {
  await tabTo(page, 'button "Upload"', { limit: backwards ? 30 : 10, backwards });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await tabTo(page, 'button "Choose .xlsx file"');
  await chooseWithKey(page, key, path);
  await dialog.getByText(basename(path), { exact: true }).waitFor();
  await tabTo(page, 'button "Validate"');
  await page.keyboard.press('Enter');
  return dialog;
}

/**
 * After the validation, "Choose another file" goes back to the picker with the focus on it; the picker takes a text
 * file by `key`, and the dialog says it is no spreadsheet.
 */
export async function chooseAnotherByKeyboard(page: Page, dialog: Locator, key: 'Enter' | 'Space') {
  await tabTo(page, 'button "Choose another file"');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toBe('button "Choose .xlsx file"');
  expect(await dialog.getByRole('button', { name: 'Validate' }).isDisabled()).toBe(true);
  await chooseWithKey(page, key, fileNamed('notes.txt', 'text/plain', 300));
  await dialog.getByText('This file is not an .xlsx spreadsheet.').waitFor();
}
