import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { contentApi } from './support/contentApi';
import { stack } from './support/fileStack';
import { expectText, signedInPage } from './support/journey';

const { consoleUrl, mockUrl } = stack;

const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The same picture with 30 bytes after its end: a browser still shows it, and its size tells it apart. */
const PNG_LONGER = Buffer.concat([PNG_PIXEL, Buffer.alloc(30)]);
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const { asUser, createRule, tokenOf } = contentApi(mockUrl, 'journey-content-files');

/** A picture item whose English resource is an uploaded PNG, as the contributor. */
async function createPicture(name: string): Promise<{ id: string }> {
  const form = new FormData();
  for (const [field, value] of [
    ['name', name],
    ['type', 'IMG'],
    ['defaultLanguage', 'en'],
    ['languages[]', 'en'],
    ['labels[]', 'Poster'],
  ])
    form.append(field, value);
  form.append('resources[]', new Blob([PNG_PIXEL], { type: 'image/png' }), 'poster.png');
  return asUser<{ id: string }>('contributor', 'POST', '/rest/v2/customcontents', form);
}

const storedBytes = async (fileName: string): Promise<Buffer> => {
  const answer = await fetch(`${mockUrl}/customcontent/file?fileName=${fileName}`, {
    headers: { authorization: `Bearer ${await tokenOf('contributor')}` },
  });
  return Buffer.from(await answer.arrayBuffer());
};

describe('files of the content library', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the contributor opens, downloads, replaces and removes a picture file and sees each result', async () => {
    const item = await createPicture(uniqueName('Lobby poster'));
    const ruleName = uniqueName('Lobby rule');
    await createRule(ruleName, item.id, { contentType: 'IMG' });
    const fileName = `${item.id}-en.png`;
    const page = await signedInPage(browser, consoleUrl, {
      username: 'contributor',
      path: `/contentlibrary/${item.id}`,
    });
    await page.getByRole('heading', { level: 2, name: 'Files' }).waitFor();
    const row = page.getByTestId('file-en');
    await expect.poll(() => row.innerText()).toContain(`${fileName} · ${PNG_PIXEL.length} B`);
    expect(await row.innerText()).toMatch(/English · Poster/);
    await expectAccessible(page, 'content item files');

    await row.getByRole('button', { name: 'Open' }).click();
    const picture = row.getByRole('img', { name: 'Picture of Poster' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await row.getByRole('button', { name: 'Close' }).click();
    await picture.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await readFile(await download.path())).equals(PNG_PIXEL)).toBe(true);

    await row
      .getByLabel('Replace the English file')
      .setInputFiles({ name: 'poster-new.png', mimeType: 'image/png', buffer: PNG_LONGER });
    await expectText(page, 'The English file is replaced');
    await expect.poll(() => row.innerText()).toContain(`${fileName} · ${PNG_LONGER.length} B`);
    expect((await storedBytes(fileName)).equals(PNG_LONGER)).toBe(true);

    await row.getByRole('button', { name: 'Remove' }).click();
    await expectText(page, `Remove the file ${fileName}?`);
    await expectText(
      page,
      `The content rule that shows this item (${ruleName}) shows nothing in this language`,
    );
    await expectAccessible(page, 'remove file confirmation');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectText(page, `${fileName} removed`);
    await expect.poll(() => row.innerText()).toContain('No file is stored');
    expect(await row.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    const states = await asUser<{ found: boolean }[]>(
      'contributor',
      'GET',
      `/customcontent/files?fileNames=${fileName}`,
    );
    expect(states).toEqual([expect.objectContaining({ found: false })]);
    await page.close();
  });
});
