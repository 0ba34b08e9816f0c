import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { expectText, openInApp } from './support/journey';
import { expectRoute } from './support/shell';
import { expect, test } from './support/test';

const linksApi = (mockUrl: string) => contentApi(mockUrl, 'journey-content-links');
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

interface StoredItem {
  id: string;
  name: string;
  resources: Record<string, { fileName?: string | null; resourceUrl: string | null }>;
}
interface StoredRule {
  id: string;
  name: string;
  users: string;
  description: string;
}

test.describe('content links, rule users and rules edited twice', () => {
  test('opens every content address from a link and again after a reload, and sends the rest to Page not found', async ({
    page,
    stack,
  }) => {
    const { createItem, createRule } = linksApi(stack.mockUrl);
    const itemName = uniqueName('Bookmarked item');
    const item = await createItem(itemName, 'URL', 'https://intranet.example/');
    const ruleName = uniqueName('Bookmarked rule');
    const rule = await createRule(ruleName, item.id);
    // The administrator may open both content areas.
    await page.goto('/pagenotfound');
    const name = page.locator('input[name="name"]');
    const nameIs = (value: string) => async () => expect.poll(() => name.inputValue()).toBe(value);
    const screens: [path: string, heading: string, shown: () => Promise<unknown>][] = [
      ['/contentlibrary', 'Content library', () => page.getByRole('link', { name: 'Create' }).waitFor()],
      ['/contentlibrary/create', 'Content library', nameIs('')],
      [`/contentlibrary/${item.id}`, 'Content library', nameIs(itemName)],
      ['/contentadmin', 'Content rules', () => page.getByRole('button', { name: 'Filter' }).waitFor()],
      ['/contentadmin/create', 'Content rules', nameIs('')],
      [`/contentadmin/${rule.id}`, 'Content rules', nameIs(ruleName)],
      [
        '/contentadmin/preview',
        'Content rules',
        () => page.getByRole('heading', { name: 'What will this screen show?', exact: true }).waitFor(),
      ],
    ];
    for (const [path, heading, shown] of screens) {
      // Followed as a link in the console does (the router), then loaded whole, as a bookmark or a reload does.
      await openInApp(page, path);
      for (const opened of ['from a link', 'after a reload']) {
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await shown();
        await expectRoute(page, path);
        if (opened === 'from a link') await page.reload();
      }
    }
    for (const path of [
      '/contentlibrary/contentItems/create',
      `/contentlibrary/${item.id}/show`,
      '/contentadmin/contentRules/create',
      '/contentadmin/preview/more',
      '/kiosk/devices/nonsense',
    ]) {
      await page.goto(path);
      await expectRoute(page, '/pagenotfound');
      await expectText(page, 'Page not found');
    }
  });

  test('a link shows the type it answers, warns when it does not fit, and is copied into the library', async ({
    stack,
    openPerson,
  }) => {
    const { mockUrl } = stack;
    const { asUser } = linksApi(mockUrl);
    const name = uniqueName('Welcome copy');
    const page = await (await openPerson({ account: 'contributor' })).newPage();
    await page.goto('/contentlibrary/create');
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    await page.locator('input[name="languages.en.label"]').fill('Welcome');
    await page.getByRole('radio', { name: 'Link to an address' }).check();
    const url = page.locator('input[name="languages.en.url"]');
    await url.fill(`${mockUrl}/samples/campus-map.png`);
    await expectText(
      page,
      'Content type of this address: image/png, which does not match the chosen type (Video)',
    );
    await url.fill(`${mockUrl}/samples/welcome.mp4`);
    await expectText(page, 'Content type of this address: video/mp4');
    await expectAccessible(page, 'content item with a checked link');

    await page.getByRole('button', { name: 'Keep a copy in the library' }).click();
    await expectText(page, 'welcome.mp4 downloaded; it will be uploaded when you save');
    expect(await page.getByRole('radio', { name: 'Upload a file' }).isChecked()).toBe(true);
    await expectText(page, 'welcome.mp4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-testid^="content-card-"]', { hasText: name }).waitFor();

    const items = await asUser<StoredItem[]>('contributor', 'GET', '/rest/v2/customcontents?types=VID');
    const stored = items.find((item) => item.name === name);
    expect(stored?.resources.en.fileName).toBe(`${stored?.id}-en.mp4`);
  });

  test('the content admin picks a rule’s users with the directory search, sent comma-joined', async ({
    stack,
    openPerson,
  }) => {
    const { asUser, createItem, createRule } = linksApi(stack.mockUrl);
    const item = await createItem(uniqueName('Users target'), 'URL', 'https://intranet.example/');
    const ruleName = uniqueName('For a few');
    const rule = await createRule(ruleName, item.id);
    const page = await (await openPerson({ account: 'contentadmin' })).newPage();
    await page.goto(`/contentadmin/${rule.id}`);
    const search = page.getByRole('combobox', { name: 'Users' });
    await search.fill('acm');
    await expectText(page, 'Too many users match; refine the search');
    await search.fill('acme-u0007');
    const option = page.getByRole('option', { name: /acme-u0007/ });
    await option.waitFor();
    const person = (await option.locator('p, span').first().innerText()).trim();
    await option.click();
    const chips = page.getByRole('list', { name: 'Users' });
    await chips.getByText(person).waitFor();
    await expectAccessible(page, 'content rule with chosen users');
    await search.fill('acme-u0012@nowhere');
    await page.keyboard.press('Enter');
    await expectText(page, 'No user has this name, email or user ID');
    await search.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Filter' }).waitFor();

    const rules = await asUser<StoredRule[]>('contentadmin', 'GET', '/customcontent/rules');
    expect(rules.find((candidate) => candidate.id === rule.id)?.users).toBe('acme-u0007');
    await page.goto(`/contentadmin/${rule.id}`);
    await page.getByRole('list', { name: 'Users' }).getByText(person).waitFor();

    // "What will this screen show" for that person, picked the same way: the rule applies to them only.
    const laterName = uniqueName('At first login');
    await createRule(laterName, item.id, { when: 'FIRST_LOGIN' });
    await openInApp(page, '/contentadmin/preview');
    await page.getByRole('heading', { name: 'What will this screen show?', exact: true }).waitFor();
    // The preview asks "When" as the rule does, and says which "When" keeps a rule out.
    await page.getByRole('combobox', { name: /^When\b/ }).waitFor();
    const skipped = page.getByTestId('preview-skipped');
    await skipped.getByText(ruleName).waitFor();
    await skipped
      .getByRole('listitem')
      .filter({ hasText: laterName })
      .getByText('When: At the first login')
      .waitFor();
    const who = page.getByRole('combobox', { name: 'User' });
    await who.fill('acme-u0007');
    await page.getByRole('option', { name: /acme-u0007/ }).click();
    await page.getByTestId('preview-shown').getByText(ruleName).waitFor();
    expect(await who.inputValue()).toBe(person);
    await expectAccessible(page, 'screen preview for a picked user');
  });

  test('two tabs edit one rule: the second save says someone else changed it and reloads it', async ({
    stack,
    openPerson,
  }) => {
    const { asUser, createItem, createRule } = linksApi(stack.mockUrl);
    const item = await createItem(uniqueName('Stale target'), 'URL', 'https://intranet.example/');
    const rule = await createRule(uniqueName('Edited twice'), item.id);
    const browser = await openPerson({ account: 'contentadmin' });
    const first = await browser.newPage();
    await first.goto(`/contentadmin/${rule.id}`);
    const second = await browser.newPage();
    await second.goto(`/contentadmin/${rule.id}`);
    const description = (page: typeof first) => page.locator('textarea[name="description"]');
    await description(first).waitFor();
    await description(second).waitFor();

    await description(first).fill('Changed in the first tab');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByRole('button', { name: 'Filter' }).waitFor();

    await description(second).fill('Changed in the second tab');
    await second.getByRole('button', { name: 'Save' }).click();
    await second.getByTestId('stale-notice').waitFor();
    await expectText(second, 'Someone else changed this in the meantime');
    await expectAccessible(second, 'content rule changed elsewhere');
    await second.getByTestId('stale-notice').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => description(second).inputValue()).toBe('Changed in the first tab');

    const rules = await asUser<StoredRule[]>('contentadmin', 'GET', '/customcontent/rules');
    expect(rules.find((candidate) => candidate.id === rule.id)?.description).toBe('Changed in the first tab');
  });
});
