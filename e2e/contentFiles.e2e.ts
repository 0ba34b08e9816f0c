import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { expectText } from './support/journey';
import { expect, test } from './support/test';

test.use({ account: 'contributor', colorScheme: 'dark' });

const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The same picture with bytes after its end: a browser still shows it, and its size tells it apart. */
const PNG_FIRST = Buffer.concat([PNG_PIXEL, Buffer.alloc(2000)]);
const PNG_LONGER = Buffer.concat([PNG_PIXEL, Buffer.alloc(5000)]);
/** The name the French picture is uploaded under: what the page shows and a download is saved as. */
const FRENCH_UPLOAD = 'Affiche été.png';
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** The library as the contributor, through the mock's API: set-up and checks beside what the browser does. */
function filesApi(mockUrl: string) {
  const { asUser, createRule, tokenOf } = contentApi(mockUrl, 'journey-content-files');
  return { asUser, createRule, createPicture: createPicture.bind(null, asUser), storedBytes };

  async function storedBytes(fileName: string): Promise<Buffer> {
    const answer = await fetch(`${mockUrl}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${await tokenOf('contributor')}` },
    });
    return Buffer.from(await answer.arrayBuffer());
  }
}

/** A picture item whose English (default) and French resources are uploaded PNGs, as the contributor. */
async function createPicture(
  asUser: ReturnType<typeof contentApi>['asUser'],
  name: string,
): Promise<{ id: string }> {
  const form = new FormData();
  for (const [field, value] of [
    ['name', name],
    ['type', 'IMG'],
    ['defaultLanguage', 'en'],
    ['languages[]', 'en'],
    ['labels[]', 'Poster'],
    ['languages[]', 'fr'],
    ['labels[]', 'Affiche'],
  ])
    form.append(field, value);
  form.append('resources[]', new Blob([PNG_FIRST], { type: 'image/png' }), 'poster.png');
  form.append('resources[]', new Blob([PNG_FIRST], { type: 'image/png' }), FRENCH_UPLOAD);
  return asUser<{ id: string }>('contributor', 'POST', '/rest/v2/customcontents', form);
}

test.describe('files of the content library', () => {
  test('the contributor opens, downloads under its upload name, replaces and removes a language picture file', async ({
    page,
    stack,
  }) => {
    const { asUser, createRule, createPicture, storedBytes } = filesApi(stack.mockUrl);
    const item = await createPicture(uniqueName('Lobby poster'));
    const ruleName = uniqueName('Lobby rule');
    await createRule(ruleName, item.id, { contentType: 'IMG' });
    const fileName = `${item.id}-fr.png`;
    await page.goto(`/contentlibrary/${item.id}`);
    await page.getByRole('heading', { level: 2, name: 'Files' }).waitFor();
    const row = page.getByTestId('file-fr');
    await expect.poll(() => row.innerText()).toContain(`${FRENCH_UPLOAD} · 2 kB`);
    expect(await row.innerText()).toMatch(/Français · Affiche/);
    // The default language keeps its file: its Remove is off and the row says so.
    const english = page.getByTestId('file-en');
    await expect
      .poll(() => english.innerText())
      .toContain('The default language keeps its file: replace it instead');
    expect(await english.getByRole('button', { name: 'Remove' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'content item files');

    await row.getByRole('button', { name: 'Open' }).click();
    const picture = row.getByRole('img', { name: 'Picture of Affiche' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await row.getByRole('button', { name: 'Close' }).click();
    await picture.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    // Saved under the name it was uploaded with, not the library's stored name.
    expect(download.suggestedFilename()).toBe(FRENCH_UPLOAD);
    const saved = join(await mkdtemp(join(tmpdir(), 'dm-files-')), FRENCH_UPLOAD);
    await download.saveAs(saved);
    expect((await readFile(saved)).equals(PNG_FIRST)).toBe(true);

    await row.getByRole('button', { name: 'Replace the file (French)' }).waitFor();
    await row
      .locator('input[type="file"]')
      .setInputFiles({ name: 'poster-new.png', mimeType: 'image/png', buffer: PNG_LONGER });
    await expectText(page, 'File replaced (French)');
    await expect.poll(() => row.innerText()).toContain('poster-new.png · 5 kB');
    // A replaced file is stored under a name of its own, and the one it replaced is gone.
    type Stored = { resources: Record<string, { fileName?: string | null }> };
    const stored = async () =>
      (await asUser<Stored>('contributor', 'GET', `/rest/v2/customcontents/${item.id}`)).resources.fr
        ?.fileName;
    const replaced = (await stored()) ?? '';
    expect(replaced).not.toBe(fileName);
    expect((await storedBytes(replaced)).equals(PNG_LONGER)).toBe(true);
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(again.suggestedFilename()).toBe('poster-new.png');

    await row.getByRole('button', { name: 'Remove' }).click();
    await expectText(page, 'Remove the file poster-new.png?');
    await expectText(
      page,
      `The content rule that shows this item (${ruleName}) shows nothing in this language`,
    );
    await expectAccessible(page, 'remove file confirmation');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectText(page, 'poster-new.png removed');
    // The language stays with its label and no file; Replace uploads one again.
    await expect.poll(() => row.innerText()).toContain('No file is stored');
    await expect.poll(() => row.innerText()).toMatch(/Français · Affiche/);
    expect(await row.getByRole('button', { name: 'Download' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Remove' }).isDisabled()).toBe(true);
    // The page reads the files' states again after the removal: the English row shows its file once they came.
    await expect.poll(() => english.innerText()).toContain('poster.png · 2 kB');
    expect(await stored()).toBeNull();
    const states = await asUser<{ found: boolean }[]>(
      'contributor',
      'GET',
      `/customcontent/files?fileNames=${fileName},${replaced}`,
    );
    expect(states).toEqual([
      expect.objectContaining({ found: false }),
      expect.objectContaining({ found: false }),
    ]);
  });
});
