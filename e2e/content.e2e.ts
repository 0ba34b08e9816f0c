import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { contentApi } from './support/contentApi';
import { fileStack } from './support/fileStack';
import {
  DEMO_PASSWORD,
  expectText,
  openPath,
  routeOfUrl,
  routeParamsOfUrl,
  signedInPage,
} from './support/journey';
import { storeSession } from './support/session';
import { readListAddress } from '../src/components/list/listAddress';

const stack = await fileStack();

const { consoleUrl, mockUrl } = stack;

const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const { asUser, createItem, createRule } = contentApi(mockUrl);

const rowOf = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
const cardOf = (page: Page, name: string) =>
  page.locator('[data-testid^="content-card-"]', { hasText: name });

describe('content library and content rules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the contributor creates a picture in English and French with a file and a link and sees it in the grid', async () => {
    const name = uniqueName('Lobby poster');
    const page = await signedInPage(browser, consoleUrl, {
      username: 'contributor',
      path: '/contentlibrary',
    });
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

    const card = cardOf(page, name);
    await card.waitFor();
    expect(routeOfUrl(new URL(page.url()))).toBe('/contentlibrary');
    // The newest change first (000 §9): the new item leads the library.
    expect(await page.locator('[data-testid^="content-card-"]').first().innerText()).toContain(name);
    const text = await card.innerText();
    expect(text).toContain('Picture');
    expect(text).toMatch(/EN[\s\S]*FR/);
    expect(await card.locator('img').count()).toBe(1);
    await page.close();
  });

  it('the content admin creates a rule, a duplicate name is refused, and the filter popup narrows the list', async () => {
    const itemName = uniqueName('Rule target');
    await createItem(itemName, 'URL', 'https://intranet.example/');
    const ruleName = uniqueName('Lobby tile');
    const page = await signedInPage(browser, consoleUrl, { username: 'contentadmin', path: '/contentadmin' });
    await rowOf(page, 'Intranet tile').waitFor();

    const dialog = page.getByRole('dialog', { name: 'Which app?' });
    const fill = async () => {
      await page.locator('input[name="name"]').fill(ruleName);
      await page.getByRole('combobox', { name: 'Content' }).fill(itemName.slice(0, 12));
      await page.getByRole('option', { name: itemName }).click();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Content type' }).inputValue())
        .toBe('Website');
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await page.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor();
    await expectAccessible(page, 'app preference dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Create' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectText(page, 'Select an app first');
    await dialog.getByRole('button', { name: 'Workplace' }).click();
    await dialog.getByLabel('Remember my preference').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'New content rule' }).waitFor();
    await expect.poll(() => page.title()).toBe('New content rule – Device Manager');
    expect(await page.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/contentadmin',
    );
    // The minimum duration is one Tab stop: Tab from it leaves the field, not to its arrows.
    await page.getByRole('spinbutton').first().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).not.toMatch(
      /^(Increase|Decrease)$/,
    );
    await fill();
    await expectText(page, 'The content rule was created.');
    await rowOf(page, ruleName).waitFor();
    expect(await rowOf(page, ruleName).innerText()).toMatch(/Workplace[\s\S]*Rule target[\s\S]*Menu tile/);
    // The newest change first (000 §9): the new rule leads the list.
    expect(await page.locator('tbody tr').first().innerText()).toContain(ruleName);

    // The remembered preference: a new rule starts at once, in the workplace app.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.locator('input[name="name"]').waitFor();
    expect(await dialog.count()).toBe(0);
    expect(routeParamsOfUrl(new URL(page.url())).get('app')).toBe('WP');
    await fill();
    await expectText(page, 'A content rule with this name already exists');
    // The Name field itself says so, not only the message.
    const name = page.locator('input[name="name"]');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      'A content rule with this name already exists',
    );
    await openPath(page, consoleUrl, '/contentadmin');
    await rowOf(page, ruleName).waitFor();

    await page.getByRole('button', { name: 'Filter' }).click();
    const popup = page.getByTestId('display-type-filter');
    await popup.waitFor();
    await expectAccessible(page, 'rules filter popup');
    expect(await popup.getByLabel('Desk display').isDisabled()).toBe(true);
    await popup.getByLabel('Room display').check();
    await page.mouse.click(5, 5);
    await popup.waitFor({ state: 'hidden' });
    await rowOf(page, 'Fire safety for facility staff').waitFor();
    await rowOf(page, ruleName).waitFor({ state: 'detached' });
    expect(await page.locator('tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Filter (1)' }).click();
    await popup.getByLabel('Room display').uncheck();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'hidden' });
    await rowOf(page, ruleName).waitFor();
    await page.close();
  });

  it('a keyboard user tabs to a rule and opens it with Enter; its last change is written like the rest of the console', async () => {
    const item = await createItem(uniqueName('Keyboard target'), 'URL', 'https://keys.example/');
    const ruleName = uniqueName('Keyboard rule');
    const rule = await createRule(ruleName, item.id);
    const page = await signedInPage(browser, consoleUrl, { username: 'contentadmin', path: '/contentadmin' });
    await rowOf(page, ruleName).waitFor();
    expect(await rowOf(page, ruleName).innerText()).toMatch(
      /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}/,
    );

    await expect.poll(() => page.title()).toBe('Content rules – Device Manager');
    await page.getByRole('heading', { level: 1, name: 'Content rules' }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).focus();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let step = 0; step < 40 && (await focusedText()) !== ruleName; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedText()).toBe(ruleName);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => routeOfUrl(url) === `/contentadmin/${rule.id}`);
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe(ruleName);

    await openPath(page, consoleUrl, '/contentadmin/preview');
    await page.getByTestId('screen-preview').getByRole('link', { name: 'Back to the list' }).click();
    await rowOf(page, ruleName).waitFor();
    expect(routeOfUrl(new URL(page.url()))).toBe('/contentadmin');
    await page.close();
  });

  it('an HTML item holding a script and an onerror image shows its text and runs nothing', async () => {
    const name = uniqueName('Hostile html');
    await createItem(
      name,
      'HTML',
      '<p>Visible words</p><script>window.__ran = 1; alert(1)</script><img src="x" onerror="window.__ran = 2; alert(2)">',
    );
    const page = await browser.context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Signed in before anything of the console loads, so that the page's handler sees every dialog from the start.
    await storeSession(page, consoleUrl, 'contributor', DEMO_PASSWORD);
    await openPath(page, consoleUrl, '/contentlibrary');
    const card = page.locator('[data-testid^="content-card-"]', { hasText: name });
    await card.waitFor();
    expect(await card.innerText()).toContain('Visible words');
    await card.click();
    await expectText(page, 'Visible words');
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(await page.locator('[data-testid="safe-html"] script, [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('a stale edit says someone else changed the item and reloads it; delete says how many rules go with it', async () => {
    const name = uniqueName('Shared item');
    const item = await createItem(name, 'URL', 'https://shared.example/');
    await createRule(uniqueName('Shared rule'), item.id);
    const page = await signedInPage(browser, consoleUrl, {
      username: 'contributor',
      path: `/contentlibrary/${item.id}`,
    });
    await page.locator('input[name="name"]').waitFor();
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
    await page.close();
  });

  it('a searched, filtered library is an address: it survives a reload, Back and Forward, and opens as a link', async () => {
    const word = uniqueName('Findable').replace(' ', '');
    await createItem(`${word} site`, 'URL', 'https://findable.example/');
    await createItem(`${word} note`, 'HTML', '<p>Findable words</p>');
    const page = await signedInPage(browser, consoleUrl, {
      username: 'contributor',
      path: '/contentlibrary',
    });
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
    const shared = await signedInPage(browser, consoleUrl, { username: 'admin', path: link });
    await cardOf(shared, `${word} site`).waitFor();
    await expect.poll(() => shared.locator('[data-testid^="content-card-"]').count()).toBe(1);
    expect(await shared.getByPlaceholder('Search').inputValue()).toBe(word);
    await shared.close();
    await page.close();
  });
});
