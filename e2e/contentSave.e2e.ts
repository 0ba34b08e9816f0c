import type { Page } from '@playwright/test';
import { contentApi } from './support/contentApi';
import { expectText } from './support/journey';
import { expect, test } from './support/test';

test.use({ account: 'contributor' });

interface StoredItem {
  name: string;
  resources: Record<string, { label: string; resourceUrl: string } | undefined>;
}

/** Turns a language on in the edit form and gives it a label and an address. */
async function addLanguage(page: Page, lang: string, label: string, url: string) {
  await page.getByTestId(`language-tab-${lang}`).click();
  await page.getByLabel('Content in this language').check();
  await page.locator(`input[name="languages.${lang}.label"]`).fill(label);
  await page.locator(`input[name="languages.${lang}.url"]`).fill(url);
}

test.describe('saving a content item', () => {
  test('a save cut off on its way leaves the item as it was, keeps the edit in the form, and succeeds when sent again', async ({
    page,
    stack,
  }) => {
    const { asUser, createItem } = contentApi(stack.mockUrl);
    const name = `Three languages ${Date.now().toString(36)}`;
    const item = await createItem(name, 'URL', 'https://three.example/en');
    await page.goto(`/contentlibrary/${item.id}`);
    await page.locator('input[name="name"]').waitFor();
    await page.locator('input[name="name"]').fill(`${name} edited`);
    await addLanguage(page, 'fr', 'Trois', 'https://three.example/fr');
    await addLanguage(page, 'de', 'Drei', 'https://three.example/de');

    // The connection to the mock drops while the save is on its way.
    const isSave = (url: URL) => url.pathname.endsWith('/customcontent');
    await page.route(isSave, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Nothing was saved');

    const held = await asUser<StoredItem>('contributor', 'GET', `/rest/v2/customcontents/${item.id}`);
    expect(held.name).toBe(name);
    expect(Object.keys(held.resources)).toEqual(['en']);
    expect(await page.locator('input[name="name"]').inputValue()).toBe(`${name} edited`);
    await page.getByTestId('language-tab-de').click();
    expect(await page.locator('input[name="languages.de.label"]').inputValue()).toBe('Drei');

    await page.unroute(isSave);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('content-grid').waitFor();
    const saved = await asUser<StoredItem>('contributor', 'GET', `/rest/v2/customcontents/${item.id}`);
    expect(saved.name).toBe(`${name} edited`);
    expect(Object.keys(saved.resources).sort()).toEqual(['de', 'en', 'fr']);
    expect(saved.resources.fr).toMatchObject({ label: 'Trois', resourceUrl: 'https://three.example/fr' });
  });

  test('a save the server’s own proxy refuses as too large (its HTML page, no code) says so', async ({
    page,
    stack,
  }) => {
    const { createItem } = contentApi(stack.mockUrl);
    const name = `Proxy limit ${Date.now().toString(36)}`;
    const item = await createItem(name, 'URL', 'https://limit.example/en');
    await page.goto(`/contentlibrary/${item.id}`);
    await page.locator('input[name="name"]').waitFor();
    await addLanguage(page, 'fr', 'Limite', 'https://limit.example/fr');
    await page.route(
      (url) => url.pathname.endsWith('/customcontent'),
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 413,
              contentType: 'text/html',
              body: '<html><body><h1>413 Request Entity Too Large</h1><hr>nginx</body></html>',
            })
          : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, /The request is too large\./);
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);
  });
});
