import { contentApi } from './support/contentApi';
import { uniqueName, cardOf } from './support/contentPage';
import { routeOfUrl } from './support/journey';
import { expect, test } from './support/test';
import { readListAddress } from '../src/components/list/listAddress';

test.use({ account: 'contributor' });

test.describe('content library: a search is an address', () => {
  test('a searched, filtered library is an address: it survives a reload, Back and Forward, and opens as a link', async ({
    page,
    stack,
    openPerson,
  }) => {
    const { createItem } = contentApi(stack.mockUrl);
    const word = uniqueName('Findable').replace(' ', '');
    await createItem(`${word} site`, 'URL', 'https://findable.example/');
    await createItem(`${word} note`, 'HTML', '<p>Findable words</p>');
    await page.goto('/contentlibrary');
    const cards = page.locator('[data-testid^="content-card-"]');
    await cards.first().waitFor();
    const search = page.getByPlaceholder('Search');
    const type = page.getByRole('combobox', { name: 'Type' });
    const filterOf = (url: URL) => JSON.stringify(readListAddress(url.search).filter ?? {});
    const showsJust = async (names: string[]) => {
      for (const name of names) await cardOf(page, name).waitFor();
      await expect.poll(() => cards.count()).toBe(names.length);
    };

    await search.fill(word);
    await showsJust([`${word} site`, `${word} note`]);
    // The search goes into the address once typing pauses.
    await page.waitForURL((url) => filterOf(url) === JSON.stringify({ q: word }));
    await type.click();
    await page.getByRole('option', { name: 'Website' }).click();
    await showsJust([`${word} site`]);
    await page.waitForURL((url) => filterOf(url) === JSON.stringify({ q: word, type: 'URL' }));
    const link = routeOfUrl(new URL(page.url()));

    await page.reload();
    await showsJust([`${word} site`]);
    expect(await search.inputValue()).toBe(word);
    expect(await type.innerText()).toBe('Website');

    // Back undoes the type and keeps the search; Forward brings the type back.
    await page.goBack();
    await showsJust([`${word} site`, `${word} note`]);
    // No type chosen: the select holds no value and shows none.
    await expect.poll(() => page.locator('input[name="type"]').inputValue()).toBe('');
    expect(await type.innerText()).not.toContain('Website');
    expect(await search.inputValue()).toBe(word);
    await page.goForward();
    await showsJust([`${word} site`]);
    await expect.poll(() => type.innerText()).toBe('Website');

    // The address as a link, opened by someone else.
    const shared = await (await openPerson({ account: 'admin' })).newPage();
    await shared.goto(link);
    await cardOf(shared, `${word} site`).waitFor();
    await expect.poll(() => shared.locator('[data-testid^="content-card-"]').count()).toBe(1);
    expect(await shared.getByPlaceholder('Search').inputValue()).toBe(word);
  });
});
