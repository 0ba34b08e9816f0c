import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { PNG_PIXEL, rowOf, uniqueName } from './support/contentPage';
import { expect, test } from './support/test';

test.use({ account: 'contentadmin' });

test.describe('content rules: the content admin previews what a rule shows', () => {
  test('a rule’s uploaded picture shows in its preview, and another content’s text in each of its languages', async ({
    page,
    stack,
  }) => {
    const { asUser, createRule } = contentApi(stack.mockUrl, 'journey-rule-preview');
    const itemName = uniqueName('Lobby poster');
    const form = new FormData();
    for (const [field, value] of [
      ['name', itemName],
      ['type', 'IMG'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', 'Poster'],
    ])
      form.append(field, value);
    form.append('resources[]', new Blob([PNG_PIXEL], { type: 'image/png' }), 'poster.png');
    const item = await asUser<{ id: string }>('contributor', 'POST', '/rest/v2/customcontents', form);
    const ruleName = uniqueName('Poster tile');
    await createRule(ruleName, item.id, { contentType: 'IMG' });

    await page.goto('/contentadmin');
    await rowOf(page, ruleName).getByRole('link', { name: ruleName }).click();
    await page.getByRole('heading', { level: 2, name: 'Edit content rule' }).waitFor();
    await page.getByRole('button', { name: 'Preview content' }).click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${itemName}` });
    const picture = dialog.getByRole('img', { name: 'Poster' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(1);
    await expectAccessible(page, 'rule content preview, a picture');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Another content chosen: its HTML, in English first, then in German.
    await page.getByRole('combobox', { name: 'Content' }).fill('Canteen');
    await page.getByRole('option', { name: 'Canteen menu' }).click();
    await page.getByRole('button', { name: 'Preview content' }).click();
    const text = page.getByRole('dialog', { name: 'Preview: Canteen menu' });
    await text.getByText('Soup of the day and fresh salads.').waitFor();
    await text.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'German' }).click();
    await text.getByText('Tagessuppe und frische Salate.').waitFor();
    await expectAccessible(page, 'rule content preview, a text in German');
  });
});
