import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { adminApi } from './support/api';
import { expectText } from './support/journey';
import { expect, test, type JourneyStack } from './support/test';

/** A PNG of the given size: a real 1×1 image padded with a trailing chunk-free tail (browsers still show it). */
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pngOf = (size: number) =>
  Buffer.concat([PNG_PIXEL, Buffer.alloc(Math.max(0, size - PNG_PIXEL.length))]);

interface Config {
  theme: Record<string, unknown> & { accentColor: string; brandingText: string; darkThemeLogoURL: string };
  features: unknown;
  isPreviewEnabled: boolean;
  lastModified: number;
}

/** The colleague of these journeys: the same administrator in another browser. */
const apiOf = (stack: JourneyStack) => adminApi(stack.mockUrl, 'journey-workplace');
const configOf = (stack: JourneyStack, preview: 0 | 1) =>
  apiOf(stack)<Config>('GET', `/rest/workplace/admin/config?preview=${preview}`);

/**
 * Preview configuration on in the workplace settings, with one preview user (what the settings journey does through
 * the dialog): the editor then offers Preview before Save.
 */
const previewMode = (stack: JourneyStack) =>
  stack.once('preview mode', async () => {
    const settings = await apiOf(stack)('PUT', '/tenant/workplace/settings', {
      emailIDs: 'acme-u0010',
      isPreviewEnabled: true,
    });
    expect(settings).toMatchObject({ isPreviewEnabled: true });
  });

/** Opens the workplace theme editor (in preview mode unless told) and waits until it holds the configuration. */
async function openTheme(page: Page, stack: JourneyStack, { preview = true } = {}) {
  if (preview) await previewMode(stack);
  await page.goto('/workplace/theme');
  await page.locator('input[name="brandingText"]').waitFor();
}

const sheet = (page: Page) => page.getByRole('region', { name: 'Workplace configuration actions' });
const headerColor = (page: Page, mode: 'light' | 'dark') =>
  page
    .getByTestId(`picture-${mode}`)
    .locator('> div')
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);

test.describe('workplace area', () => {
  test('admin names three preview users in the settings; an entry that is no user stays with its error', async ({
    page,
    stack,
  }) => {
    await openTheme(page, stack, { preview: false });
    await page.getByRole('tab', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Workplace settings' });
    await dialog.locator('input[name="isPreviewEnabled"]').waitFor();
    await expectAccessible(page, 'workplace settings dialog');
    await dialog.locator('input[name="isPreviewEnabled"]').check();
    const chips = dialog.getByRole('listitem');
    while ((await chips.count()) > 0) await chips.first().locator('svg').click();
    const field = dialog.locator('input[name="userSearch"]');
    await field.fill('Zoë');
    await page.getByRole('option', { name: /Zoë/ }).first().click();
    await field.fill('acme-u0010, acme-u0011, nobody@acme.example');
    await field.press('Enter');
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(3);
    await expect.poll(() => field.inputValue()).toBe('nobody@acme.example');
    await expectText(page, 'These user IDs or email addresses do not belong to any user in this tenant');
    await field.fill('acme');
    await expectText(page, 'Too many users match; refine the search');
    await field.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectText(page, 'The settings were saved.');
    const saved = await apiOf(stack)<{ emailIDs: string; isPreviewEnabled: boolean }>(
      'GET',
      '/tenant/workplace/settings',
    );
    expect(saved.isPreviewEnabled).toBe(true);
    expect(saved.emailIDs.split(',')).toHaveLength(3);
    expect(saved.emailIDs).toContain('acme-u0010');
  });

  test('admin changes the accent colour and a logo, sees the picture change, previews, then saves', async ({
    page,
    stack,
  }) => {
    await openTheme(page, stack);
    await page.locator('input[name="accentColor"]').fill('#c62828');
    await expect.poll(() => headerColor(page, 'light')).toBe('rgb(198, 40, 40)');
    await expect.poll(() => headerColor(page, 'dark')).toBe('rgb(198, 40, 40)');
    await page.getByRole('radiogroup', { name: 'Theme logo' }).getByLabel('Logo').check();
    await page
      .locator('input[name="logo-dark-file"]')
      .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: pngOf(2_000) });
    await page.getByTestId('logo-dark').getByRole('img').waitFor();
    await page.getByTestId('logo-light').waitFor({ state: 'detached' });
    await page.getByTestId('picture-logo-light').waitFor();
    await page.getByTestId('picture-logo-dark').waitFor();
    await expectText(page, 'Accent colour:');
    await sheet(page).getByRole('button', { name: 'Preview' }).click();
    await expectText(page, 'The configuration is in preview mode');
    // The sheet still says what the preview holds that the live configuration does not.
    const inPreview = sheet(page).getByRole('list', { name: 'In the preview, not yet saved' });
    await expect.poll(() => inPreview.innerText()).toContain('Accent colour:');
    expect(await inPreview.innerText()).toContain('Theme logo (dark and light):');
    const preview = await configOf(stack, 1);
    expect(preview).toMatchObject({ isPreviewEnabled: true, theme: { accentColor: '#c62828' } });
    expect(preview.theme.darkThemeLogoURL).toMatch(/\/rest\/workplace\/media\/acme-.+\.png$/);
    expect((await configOf(stack, 0)).theme.accentColor).not.toBe('#c62828');

    await sheet(page).getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Saved');
    await sheet(page).waitFor({ state: 'detached' });
    const live = await configOf(stack, 0);
    expect(live.theme).toMatchObject({ accentColor: '#c62828', themeLogoType: 'logo' });
    expect((await fetch(live.theme.darkThemeLogoURL)).status).toBe(200);
  });

  test('a save built on an older configuration shows the conflict and reloads the newer one', async ({
    page,
    stack,
  }) => {
    await openTheme(page, stack);
    await page.locator('input[name="brandingText"]').fill('Mine');
    const current = await configOf(stack, 0);
    await apiOf(stack)('PUT', '/rest/workplace/config', {
      theme: { ...current.theme, accentColor: '#2e7d32', brandingText: 'Theirs' },
      features: current.features,
      lastModified: current.lastModified,
    });
    await sheet(page).getByRole('button', { name: 'Preview' }).click();
    const told = page.getByRole('dialog', { name: 'Changed by someone else' });
    await expect(told).toContainText('Someone else changed the workplace configuration in the meantime');
    await told.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.locator('input[name="brandingText"]').inputValue()).toBe('Theirs');
    await expect.poll(() => headerColor(page, 'light')).toBe('rgb(46, 125, 50)');
  });

  test('a 150 KB logo is refused with its message and changes nothing', async ({ page, stack }) => {
    await openTheme(page, stack);
    await page.getByRole('radiogroup', { name: 'Theme logo' }).getByLabel('Logo').check();
    await page
      .locator('input[name="logo-dark-file"]')
      .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngOf(150_000) });
    await expectText(page, /The image is \d+ kB; the limit is \d+ kB/);
    expect(await page.getByText('huge.png').count()).toBe(0);
    await expect.poll(() => sheet(page).getByText('Theme logo (dark)').count()).toBe(0);
  });

  test('a branding text over 15 characters stays refused after switching Branding to Logo; the logo is named as such', async ({
    page,
    stack,
  }) => {
    await openTheme(page, stack);
    await page.locator('input[name="brandingText"]').fill('Seventeen letters');
    await page.getByRole('radiogroup', { name: 'Branding' }).getByLabel('Logo').check();
    // The text is kept, so it stays in sight with its limit while it is over it.
    await expectText(page, 'The branding text can have at most 15 characters.');
    await page.locator('input[name="useSameBrandingLogo"]').check();
    await page
      .locator('input[name="logo-brand-dark-file"]')
      .setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: pngOf(2_000) });
    const changes = sheet(page).getByRole('list', { name: 'Changes', exact: true });
    await expect
      .poll(() => changes.innerText())
      .toMatch(/^Branding logo \(dark and light\): .+ → brand\.png$/m);
    await sheet(page).getByRole('button', { name: 'Preview' }).click();
    await expectText(page, 'The branding text can have at most 15 characters.');
    await page.getByRole('button', { name: 'OK' }).click();
    expect((await configOf(stack, 1)).theme.brandingText).not.toBe('Seventeen letters');
    await page.locator('input[name="brandingText"]').fill('Theirs');
    await page.getByRole('radiogroup', { name: 'Branding' }).getByLabel('Text').check();
  });

  test('a failed validation explains itself; Discard restores the live configuration', async ({
    page,
    stack,
  }) => {
    await openTheme(page, stack);
    const live = await configOf(stack, 0);
    await page.locator('input[name="brandingText"]').fill('A name that is far too long');
    await sheet(page).getByRole('button', { name: 'Preview' }).click();
    await expectText(page, 'The branding text can have at most 15 characters.');
    await page.getByRole('button', { name: 'OK' }).click();
    await sheet(page).getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard the changes?' });
    const box = await confirm.boundingBox();
    expect(box).toMatchObject({ width: 360, height: 280 });
    await expectAccessible(page, 'workplace "Discard the changes?" dialog');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => page.locator('input[name="brandingText"]').inputValue())
      .toBe(live.theme.brandingText);
    await expect.poll(() => sheet(page).count()).toBe(0);
  });
});
