import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { PNG_PIXEL, uniqueName, cardOf } from './support/contentPage';
import { expectText, routeOfUrl } from './support/journey';
import { expect, test } from './support/test';

test.use({ account: 'contributor' });

test.describe('content library: a contributor creates items and sees them safely', () => {
  test('the contributor creates a picture in English and French with a file and a link and sees it in the grid', async ({
    page,
  }) => {
    const name = uniqueName('Lobby poster');
    await page.goto('/contentlibrary');
    await page.getByTestId('content-grid').waitFor();
    await expect.poll(() => page.title()).toBe('Content library – Device Manager');
    await page.getByRole('heading', { level: 1, name: 'Content library' }).waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="languages.en.label"]').waitFor();
    await expectAccessible(page, 'content create page');
    // The create page names itself, in the tab too, and leads back to the list.
    await page.getByRole('heading', { level: 2, name: 'New content' }).waitFor();
    await expect.poll(() => page.title()).toBe('New content – Device Manager');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByTestId('content-grid').waitFor();
    await expect.poll(() => page.title()).toBe('Content library – Device Manager');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="languages.en.label"]').waitFor();
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Picture' }).click();
    await page
      .locator('input[name="icon"]')
      .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await page.locator('input[name="languages.en.label"]').fill('Poster');
    await page
      .locator('input[name="languages.en.file"]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expectText(page, 'poster.png');

    await page.getByTestId('language-tab-fr').click();
    await page.getByLabel('Content in this language').check();
    await page.getByRole('radio', { name: 'Link to an address' }).check();
    await page.locator('input[name="languages.fr.label"]').fill('Affiche');
    await page.locator('input[name="languages.fr.url"]').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Enter an address that starts with http:// or https://');
    await page.locator('input[name="languages.fr.url"]').fill('https://media.example/affiche.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'The content was added to the library.');

    const card = cardOf(page, name);
    await card.waitFor();
    expect(routeOfUrl(new URL(page.url()))).toBe('/contentlibrary');
    // The newest change first (000 §9): the new item leads the library.
    expect(await page.locator('[data-testid^="content-card-"]').first().innerText()).toContain(name);
    const text = await card.innerText();
    expect(text).toContain('Picture');
    expect(text).toMatch(/EN[\s\S]*FR/);
    expect(await card.locator('img').count()).toBe(1);
  });

  test('an HTML item holding a script and an onerror image shows its text and runs nothing', async ({
    page,
    stack,
  }) => {
    const { createItem } = contentApi(stack.mockUrl);
    const name = uniqueName('Hostile html');
    await createItem(
      name,
      'HTML',
      '<p>Visible words</p><script>window.__ran = 1; alert(1)</script><img src="x" onerror="window.__ran = 2; alert(2)">',
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The handler is in place before anything of the console loads, so that it sees every dialog from the start.
    await page.goto('/contentlibrary');
    const card = page.locator('[data-testid^="content-card-"]', { hasText: name });
    await card.waitFor();
    expect(await card.innerText()).toContain('Visible words');
    await card.click();
    await expectText(page, 'Visible words');
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(await page.locator('[data-testid="safe-html"] script, [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
