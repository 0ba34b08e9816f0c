import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { uniqueName } from './support/contentPage';
import { expectText, routeOfUrl } from './support/journey';
import { expect, test } from './support/test';

test.use({ account: 'contributor' });

test.describe('content library: edits that meet someone else’s change, and deletes', () => {
  test('a stale edit says someone else changed the item and reloads it; delete says how many rules go with it', async ({
    page,
    stack,
  }) => {
    const { asUser, createItem, createRule } = contentApi(stack.mockUrl);
    const name = uniqueName('Shared item');
    const item = await createItem(name, 'URL', 'https://shared.example/');
    await createRule(uniqueName('Shared rule'), item.id);
    await page.goto(`/contentlibrary/${item.id}`);
    await page.locator('input[name="name"]').waitFor();
    // The edit page, like create, names itself and leads back to the list.
    await page.getByRole('heading', { level: 2, name: 'Edit content' }).waitFor();
    await expect.poll(() => page.title()).toBe('Edit content – Device Manager');
    expect(await page.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/contentlibrary',
    );
    const stored = await asUser<{ modifiedDate: string }>(
      'contributor',
      'GET',
      `/rest/v2/customcontents/${item.id}`,
    );
    const theirs = new FormData();
    theirs.append('name', `${name} (theirs)`);
    theirs.append('modifiedDate', stored.modifiedDate);
    await asUser('contributor', 'PATCH', `/rest/v2/customcontents/${item.id}`, theirs);

    await page.locator('input[name="name"]').fill(`${name} (mine)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('stale-notice').waitFor();
    await expectText(page, 'Someone else changed this in the meantime');
    await page.getByTestId('stale-notice').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(`${name} (theirs)`);

    await page.getByRole('button', { name: 'Delete' }).click();
    await expectText(page, 'The 1 rule that shows this item is deleted with it.');
    await expectAccessible(page, 'content delete confirmation');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectText(page, 'Content and 1 rule deleted');
    await page.getByTestId('content-grid').waitFor();
    expect(routeOfUrl(new URL(page.url()))).toBe('/contentlibrary');
    const left = await asUser<unknown[]>('contentadmin', 'GET', `/customcontent/rules?contentid=${item.id}`);
    expect(left).toEqual([]);
  });
});
