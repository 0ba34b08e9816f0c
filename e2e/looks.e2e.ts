import type { Page } from '@playwright/test';
import { adminApi } from './support/api';
import { expectText, openInApp } from './support/journey';
import { expectAccessible } from './support/accessibility';
import { expect, test, type JourneyStack } from './support/test';
import { SEE_MS } from './support/patience';

test.use({ colorScheme: 'dark' });

const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Theme {
  id: string;
  name: string;
  type: string;
  version: number;
  usedBy: number;
  accentColor: string;
}

/** Calls the device-control mock as the admin, for setting up records no other journey touches. */
const apiOf = (stack: JourneyStack) => adminApi(stack.mockUrl, 'journey-looks');

const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function createTheme(stack: JourneyStack, name: string): Promise<Theme> {
  return apiOf(stack)<Theme>('POST', '/theme', {
    type: 'RD',
    name,
    mode: 'light',
    accentColor: '#1565c0',
    logoType: 'text',
    logoText: 'Journey',
  });
}

const rowOf = (page: Page, name: string) => page.locator('tbody tr', { hasText: name });
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

test.describe('profiles and themes', () => {
  test('admin creates a floor-display theme with an image logo, edits it and sees it in the list', async ({
    page,
  }) => {
    const name = uniqueName('Journey theme');
    await page.goto('/kiosk/themes');
    await page.getByTestId('tab-FD').click();
    await page.locator('[data-testid="tab-FD"][aria-selected="true"]').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Create theme', exact: true }).waitFor();
    // The create page starts on the display type of the tab it came from.
    await page.getByRole('combobox', { name: 'Display type' }).filter({ hasText: 'Floor display' }).waitFor();
    await page.locator('input[name="name"]').fill(name);
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Dark (brand colours)' }).click();
    await page.locator('input[name="accentColor"]').fill('#2e7d32');
    await page.getByRole('radio', { name: 'Image' }).check();
    const logoFile = page.locator('input[name="logoFile"]');
    await logoFile.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(150_000, 1),
    });
    await expectText(page, 'The image is 150 kB; the limit is 100 kB. Choose a smaller image.');
    await expectAccessible(page, 'theme create with a refused image');
    await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expectText(page, 'PNG, JPEG, WebP or SVG, at most 100 kB');
    await save(page);

    await rowOf(page, name).waitFor();
    expect(page.url()).toContain('/kiosk/themes');
    await expect(rowOf(page, name).innerText()).resolves.toMatch(
      /Dark \(brand colours\)[\s\S]*#2e7d32[\s\S]*Not used/,
    );
    expect(await rowOf(page, name).locator('img').count()).toBe(1);

    await rowOf(page, name).getByRole('link', { name: 'Edit' }).click();
    await page.locator('input[name="accentColor"]').fill('#ef6c00');
    await save(page);
    await rowOf(page, name).waitFor();
    await expect(rowOf(page, name).innerText()).resolves.toContain('#ef6c00');
    // Back on the list of the theme's display type.
    await page.locator('[data-testid="tab-FD"][aria-selected="true"]').waitFor({ timeout: SEE_MS });
  });

  test('a save over a newer version from another tab shows the conflict and the newer version', async ({
    page: first,
    stack,
  }) => {
    const name = uniqueName('Two tabs');
    const theme = await createTheme(stack, name);
    await first.goto(`/kiosk/themes/${theme.id}`);
    const second = await first.context().newPage();
    await second.goto(`/kiosk/themes/${theme.id}`);
    await second.locator('input[name="name"]').waitFor();
    await first.locator('input[name="name"]').waitFor();

    await first.locator('input[name="accentColor"]').fill('#c62828');
    await save(first);
    await rowOf(first, name).waitFor();

    await second.locator('input[name="name"]').fill(`${name} B`);
    await save(second);
    const notice = second.getByTestId('conflict-notice');
    await notice.waitFor();
    // Save is at the bottom, the notice at the top: it is brought into view and focused.
    await expect
      .poll(() =>
        notice.evaluate((node) => node.getBoundingClientRect().top >= 0 && node === document.activeElement),
      )
      .toBe(true);
    const text = await notice.innerText();
    expect(text).toContain('Someone else saved a newer version');
    expect(text).toMatch(/Alex Morgan saved version 2/);
    await expect(second.getByTestId('conflict-accentColor').innerText()).resolves.toMatch(
      /#1565c0[\s\S]*#c62828[\s\S]*Changed by the other person/,
    );
    await expect(second.getByTestId('conflict-name').innerText()).resolves.toMatch(/B[\s\S]*Changed by you/);
    await expectAccessible(second, 'theme edit with a conflict');

    await second.getByRole('button', { name: 'Keep my changes' }).click();
    await save(second);
    await rowOf(second, `${name} B`).waitFor();
    await expect(rowOf(second, `${name} B`).innerText()).resolves.toContain('#c62828');
    const stored = await apiOf(stack)<Theme>('GET', `/theme?id=${theme.id}`);
    expect(stored).toMatchObject({ name: `${name} B`, accentColor: '#c62828', version: 3 });
    await second.close();
  });

  test('a duplicate label is refused under the label field', async ({ page, stack }) => {
    const existing = await createTheme(stack, uniqueName('Taken label'));
    await page.goto('/kiosk/themes/create');
    await page.locator('input[name="name"]').fill(` ${existing.name.toUpperCase()} `);
    await page.locator('input[name="logoText"]').fill('Acme');
    await save(page);
    await expectText(page, 'A theme with this label already exists.');
    expect(page.url()).toContain('/kiosk/themes/create');
  });

  /** The show page of a look of this kind that devices use, then its delete confirm, which says so; both checked. */
  async function openDeleteOfUsed(page: Page, stack: JourneyStack, kind: 'theme' | 'profile') {
    const looks = await apiOf(stack)<{ items: { id: string; name: string; usedBy: number }[] }>(
      'GET',
      `/${kind}/all?type=RD`,
    );
    const used = looks.items.find((look) => look.usedBy > 0);
    expect(used).toBeDefined();
    await page.goto(`/kiosk/${kind}s/${used?.id}/show`);
    await expectText(page, used?.name ?? '');
    await expectAccessible(page, `${kind} show`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    // The confirm already says that devices use it.
    await expectText(
      page,
      new RegExp(
        `^Devices use this ${kind} \\(\\d+\\): it cannot be deleted until they have another ${kind}\\.$`,
      ),
    );
    await expectAccessible(page, `${kind} delete confirmation`);
    return used?.id;
  }

  test('deleting a theme that devices use is refused with a clear message', async ({ page, stack }) => {
    const id = await openDeleteOfUsed(page, stack, 'theme');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectText(
      page,
      'This theme is used by devices. Give those devices another theme first, then delete it.',
    );
    expect(page.url()).toContain(`/kiosk/themes/${id}/show`);
    await expect(apiOf(stack)<Theme>('GET', `/theme?id=${id}`)).resolves.toMatchObject({ id });
  });

  test('the show page of a profile that devices use, and its delete confirm that says so', async ({
    page,
    stack,
  }) => {
    await openDeleteOfUsed(page, stack, 'profile');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Confirm' }).waitFor({ state: 'detached' });
  });

  test('a profile edit shows the sections of its display type and keeps settings behind switches', async ({
    page,
  }) => {
    await page.goto('/kiosk/profiles');
    await page.getByTestId('tab-FBD').click();
    await rowOf(page, 'Canteen feedback').getByRole('link', { name: 'Edit' }).click();
    await page.getByTestId('section-screen').waitFor();
    expect(await page.getByTestId('section-room').count()).toBe(0);
    await page.getByRole('switch', { name: 'Screen saver', exact: true }).check();
    await page.locator('input[name="idleMinutes"]').fill('20');
    await expectAccessible(page, 'feedback profile edit');
    await save(page);
    await rowOf(page, 'Canteen feedback').waitFor();
    await expect(rowOf(page, 'Canteen feedback').innerText()).resolves.toContain('After 20 minutes');
  });

  /** The words of the pager under the list on screen: its rows-per-page label and its "1–25 of 40". */
  async function pagerWords(page: Page) {
    // The pager on screen: a tab left for another stays mounted, hidden, with its own.
    const pager = page.locator('.MuiTablePagination-root:visible');
    await pager.locator('.MuiTablePagination-displayedRows', { hasText: /\d/ }).waitFor();
    return {
      label: await pager.locator('.MuiTablePagination-selectLabel').innerText(),
      rows: await pager.locator('.MuiTablePagination-displayedRows').innerText(),
    };
  }

  test('the themes list pages with the same pager, in the same words, as the Devices list', async ({
    page,
  }) => {
    await page.goto('/kiosk/themes');
    await page.locator('tbody tr').first().waitFor();
    const themes = await pagerWords(page);
    // Through the router: the themes tab left behind stays mounted, hidden, with its own pager.
    await openInApp(page, '/kiosk/devices');
    await page.getByTestId('devices-tab').waitFor();
    await page.locator('tbody tr:visible').first().waitFor();
    const devices = await pagerWords(page);
    const form = /^[\d,]+–[\d,]+ of [\d,]+$/;
    expect({ themes, devices }).toEqual({
      themes: { label: 'Rows per page', rows: expect.stringMatching(form) },
      devices: { label: 'Rows per page', rows: expect.stringMatching(form) },
    });
  });

  test('on a 768 px tablet the profiles and themes lists keep Create and Edit in view, in English and German', async ({
    openPerson,
  }) => {
    // A tablet in the light theme, as the console opens there.
    const tablet = await openPerson({ colorScheme: 'light', viewport: { width: 768, height: 1024 } });
    const page = await tablet.newPage();
    await page.goto('/kiosk/profiles');
    await page.locator('tbody tr').first().waitFor();
    const create = await page.getByRole('link', { name: 'Create' }).boundingBox();
    expect(create && create.x + create.width).toBeLessThanOrEqual(768);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    // In German, with its longer words, each row's Edit of both lists is on screen without scrolling.
    await page.getByTestId('language-menu').click();
    await page.locator('[data-language="de"]').click();
    for (const list of ['profiles', 'themes']) {
      await page.getByTestId(`tab-${list}`).click();
      await page.locator(`[data-testid="tab-${list}"][aria-selected="true"]`).waitFor();
      await page.waitForURL((url) => url.pathname === `/kiosk/${list}`);
      // The row of the list on screen (the other tab stays mounted, hidden).
      const edit = page.locator('tbody tr:visible').first().getByRole('link', { name: 'Bearbeiten' });
      await edit.waitFor();
      const box = await edit.boundingBox();
      expect(box && box.x + box.width, list).toBeLessThanOrEqual(768);
    }
  });
});
