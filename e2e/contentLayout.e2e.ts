import type { Locator } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { bottomOf, boxOf } from './support/boxes';
import { expect, test } from './support/test';

/**
 * The content pages as a person sees them, measured on the screen: fields side by side line up, the buttons of a
 * toolbar sit on one line, and a table's headings keep clear of the filters above them.
 */

/** The top, bottom and height of an element on the screen, rounded to the pixel. */
async function edgesOf(locator: Locator) {
  const box = await boxOf(locator);
  return { top: Math.round(box.y), bottom: Math.round(bottomOf(box)), height: Math.round(box.height) };
}

/** The filled box a person types in or picks from, around `field`. */
const inputBox = (field: Locator) =>
  field.locator('xpath=ancestor::div[contains(@class,"MuiInputBase-root")][1]');

// A laptop in the light theme, a tablet in the dark one; on the tablet the preview's fields stand in a column.
for (const { scheme, width, fieldsInARow } of [
  { scheme: 'light' as const, width: 1366, fieldsInARow: true },
  { scheme: 'dark' as const, width: 768, fieldsInARow: false },
]) {
  test.describe(`Content pages, ${scheme}, ${width} px`, () => {
    test.use({ colorScheme: scheme, viewport: { width, height: 1024 } });

    test('rules list: the Filter button sits on one line with the other toolbar buttons', async ({
      page,
    }) => {
      await page.goto('/contentadmin');
      await page.locator('tbody tr').first().waitFor();
      const buttons = [
        page.getByRole('button', { name: 'Filter' }),
        page.getByRole('link', { name: 'What will this screen show?' }),
        page.getByRole('button', { name: 'Refresh' }),
        page.getByRole('button', { name: 'Create' }),
      ];
      const edges = await Promise.all(buttons.map(edgesOf));
      const tops = edges.map((edge) => edge.top);
      const heights = edges.map((edge) => edge.height);
      expect(tops, 'tops').toEqual(Array(4).fill(edges[3].top));
      expect(heights, 'heights').toEqual(Array(4).fill(edges[3].height));
    });

    test('what will this screen show: App, When, Location and User line up', async ({ page }) => {
      await page.goto('/contentadmin/preview');
      const preview = page.getByTestId('screen-preview');
      // A select is named by its label and its value.
      const fields = [/^App /, /^When /, /^Location/, /^User$/].map((name) =>
        preview.getByRole('combobox', { name }),
      );
      await fields[0].waitFor();
      const edges = await Promise.all(fields.map((field) => edgesOf(inputBox(field))));
      const heights = edges.map((edge) => edge.height);
      expect(heights, 'heights').toEqual(Array(4).fill(edges[0].height));
      // In a row: one top. In a column: the same gap between each field and the next.
      const lineUp = fieldsInARow
        ? edges.map((edge) => edge.top)
        : edges.slice(1).map((edge, index) => edge.top - edges[index].bottom);
      expect(lineUp, fieldsInARow ? 'tops' : 'gaps').toEqual(Array(lineUp.length).fill(lineUp[0]));
    });

    test('content library: Search and Type line up, and the table headings keep clear of them', async ({
      page,
    }) => {
      await page.goto('/contentlibrary');
      await page.getByRole('button', { name: 'Table' }).click();
      const table = page.locator('table');
      await table.locator('tbody tr').first().waitFor();
      const search = await edgesOf(inputBox(page.getByPlaceholder('Search')));
      const type = await edgesOf(inputBox(page.getByRole('combobox', { name: 'Type' })));
      expect(type, 'the Type select against the Search field').toEqual(search);
      const heading = await edgesOf(table.locator('thead'));
      const gap = heading.top - Math.max(search.bottom, type.bottom);
      expect(gap, 'room between the filters and the headings').toBeGreaterThanOrEqual(8);
      await expectAccessible(page, 'content library as a list');
    });
  });
}
