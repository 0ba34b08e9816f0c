import type { Locator } from '@playwright/test';
import { boxOf } from './support/boxes';
import { expectScrollCues, hintFits, notClipped, scrollSideways } from './support/listProbes';
import { coverPlayers, expectAbove, expectInView, playersTable, scrollToEnd } from './support/listPage';
import { serialAt } from './support/qbic';
import { playerRow } from './support/qbicPage';
import { expect, test } from './support/test';

/**
 * The two device lists at a tablet's 768 px and a laptop's 1366 px, in English and German (the longer words),
 * measured on the screen: the search hint and the filters whole, the search row in view under the header, every
 * heading whole and every column reachable by scrolling the list sideways, with cues at the edges.
 */

/** Brings the last column into the 768 px window by scrolling the list sideways; the cue is then on the left. */
async function expectLastColumnReachable(table: Locator) {
  const last = table.locator('thead th').last();
  await last.scrollIntoViewIfNeeded();
  const box = await boxOf(last);
  expect(box.x + box.width, 'the last column can be brought into view').toBeLessThanOrEqual(768);
  expect(box.x).toBeGreaterThanOrEqual(0);
  await expectScrollCues(table, { left: true, right: false });
}

for (const locale of ['en-US', 'de-DE'])
  test.describe(`Lists on a tablet and a laptop, ${locale}`, () => {
    test.use({ locale });

    for (const width of [1366, 768])
      test(`Devices at ${width} px: the search hint and the Building filter are whole`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 768 ? 1024 : 850 });
        await page.goto('/kiosk/devices');
        const search = page.getByRole('searchbox');
        await search.waitFor();
        expect(await hintFits(search), 'the search hint is whole').toBe(true);
        const building = page.locator('#device-filter-building').locator('xpath=ancestor::div[1]');
        const box = await boxOf(building);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await notClipped(page.locator('#device-filter-building-label')), 'the Building label').toBe(
          true,
        );
      });

    for (const width of [1366, 768])
      test(`Devices at ${width} px, scrolled to the end: the search row stays whole under the header, the headings below it`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width === 768 ? 1024 : 850 });
        // Filtered, so that "Clear filters" makes the row as tall as it gets; loaded whole, to measure that list.
        await page.goto('/kiosk/devices?type=RD,FD,SD,DD,FBD');
        const table = page.getByRole('table', { name: /^(Devices|Geräte)$/ });
        await table.locator('tbody tr').first().waitFor();
        await scrollToEnd(page, table);
        const searchRow = page.getByRole('search');
        await expectInView(page, searchRow, 'the search row');
        await expectInView(page, page.getByRole('searchbox'), 'the search box');
        await expectAbove(
          searchRow,
          table.locator('thead th').first(),
          'the headings are below the search row',
        );
        await expectInView(page, table.locator('thead th').first(), 'the column headings');
      });

    test('Devices at 768 px: every heading whole, every column reachable by scrolling the list sideways', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/kiosk/devices');
      const table = page.locator('table').filter({ has: page.locator('tbody tr') });
      await table.locator('tbody tr').first().waitFor();
      const clipped = await table
        .locator('thead th')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
        );
      expect(clipped, 'headings cut by their cell').toEqual([]);
      // The list shows that it goes on to the right, then both ways, then to the left only.
      await expectScrollCues(table, { left: false, right: true });
      await scrollSideways(table, 0.5);
      await expectScrollCues(table, { left: true, right: true });
      await expectLastColumnReachable(table);
      await scrollSideways(table, 0);
      await expectScrollCues(table, { left: false, right: true });
    });

    test('QBIC at 768 px: ids on one line, every column reachable by scrolling the list sideways', async ({
      page,
      stack,
    }) => {
      await coverPlayers(stack);
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto('/kiosk/qbic');
      await page.getByRole('button', { name: /^(Scan|Suchen)$/ }).click();
      const table = playersTable(page);
      await playerRow(page, serialAt(11)).waitFor({ timeout: 20_000 });
      const modelLines = await table.locator('tbody td:nth-child(4)').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell.firstChild as Node);
          return range.getClientRects().length;
        }),
      );
      expect(modelLines, 'every model id on one line').toEqual(Array(12).fill(1));
      for (const column of [4, 5, 6])
        expect(
          await table
            .locator(`tbody td:nth-child(${column})`)
            .evaluateAll((cells) => cells.every((cell) => cell.scrollWidth <= cell.clientWidth)),
          `column ${column} shows its values whole`,
        ).toBe(true);
      await expectScrollCues(table, { left: false, right: true });
      await expectLastColumnReachable(table);
    });
  });
