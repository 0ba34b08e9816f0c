import { basename } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { failWith } from './fail';
import { focused } from './keyboard';

/** A file as the browser's file chooser hands it over. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const nameOf = (file: ChosenFile | string) => (typeof file === 'string' ? basename(file) : file.name);

/** How long a key may take to open the chooser: at once in a browser, so a busy machine's margin. */
const CHOOSER_MS = 10_000;

/**
 * Presses `key` (Enter or Space, as a person does) on the focused control and chooses `file` (or the file at that
 * path) in the file chooser it opens; fails, naming the control, when no chooser opens. Unless `stays` is false (a
 * control that goes away once its file is taken), checks that the focus is still on the control afterwards.
 * Answers the control's name.
 */
export async function chooseWithKey(
  page: Page,
  key: 'Enter' | 'Space',
  file: ChosenFile | string,
  { stays = true }: { stays?: boolean } = {},
): Promise<string> {
  const control = await focused(page);
  const chooser = page.waitForEvent('filechooser', { timeout: CHOOSER_MS }).catch(() => null);
  await page.keyboard.press(key);
  const opened = await chooser;
  if (!opened) return failWith(`${key} on ${control} opened no file chooser`);
  await opened.setFiles(file);
  if (stays)
    await expect
      .poll(() => focused(page), { message: `the focus left ${control} after choosing ${nameOf(file)}` })
      .toBe(control);
  return control;
}

/** A file of `size` bytes with this name and type (the bytes are a filler: what counts is the name). */
export const fileNamed = (name: string, mimeType: string, size = 4096): ChosenFile => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 7),
});
