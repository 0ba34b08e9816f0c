import { expectAccessible } from './support/accessibility';
import { contentApi } from './support/contentApi';
import { uniqueName, rowOf } from './support/contentPage';
import { expectText, openInApp, routeOfUrl, routeParamsOfUrl } from './support/journey';
import { expect, test } from './support/test';

test.use({ account: 'contentadmin' });

test.describe('content rules: the content admin writes them and reaches them by keyboard', () => {
  test('the content admin creates a rule, a duplicate name is refused, and the filter popup narrows the list', async ({
    page,
    stack,
  }) => {
    const { createItem } = contentApi(stack.mockUrl);
    const itemName = uniqueName('Rule target');
    await createItem(itemName, 'URL', 'https://intranet.example/');
    const ruleName = uniqueName('Lobby tile');
    await page.goto('/contentadmin');
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
    await expectText(page, 'Choose an app first');
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
    // A name over the limit says the limit.
    await page.locator('input[name="name"]').fill('n'.repeat(121));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Maximum length: 120');
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
    await openInApp(page, '/contentadmin');
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
  });

  test('a keyboard user tabs to a rule and opens it with Enter; its last change is written like the rest of the console', async ({
    page,
    stack,
  }) => {
    const { createItem, createRule } = contentApi(stack.mockUrl);
    const item = await createItem(uniqueName('Keyboard target'), 'URL', 'https://keys.example/');
    const ruleName = uniqueName('Keyboard rule');
    const rule = await createRule(ruleName, item.id);
    await page.goto('/contentadmin');
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

    await openInApp(page, '/contentadmin/preview');
    await page.getByTestId('screen-preview').getByRole('link', { name: 'Back to the list' }).click();
    await rowOf(page, ruleName).waitFor();
    expect(routeOfUrl(new URL(page.url()))).toBe('/contentadmin');
  });
});
