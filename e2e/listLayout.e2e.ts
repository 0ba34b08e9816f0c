import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { bottomOf, boxOf } from './support/boxes';
import { chipLook, expectScrollCues } from './support/listProbes';
import { coverPlayers, expectAbove, expectInView, playersTable, scrollToEnd } from './support/listPage';
import { expectText } from './support/journey';
import { serialAt } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';
import { APP_HEADER_HEIGHT, BELOW_LIST } from '../src/components/list/listLayout';

/**
 * The two device lists at a laptop's 1366 × 850, measured on the screen: the floating bar in view and clear of
 * the last row, the pager and the snackbars; column headings in view while scrolling; columns that stay put when
 * a status or a thumbnail changes; one status chip on both tabs. The lists at a tablet's width and in German are
 * in listLayoutWidths.e2e.ts.
 */

/** Opens the QBIC tab and scans the tenant's ranges. */
async function openScannedPlayers(page: Page, stack: JourneyStack) {
  await coverPlayers(stack);
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
}

/** Locks the players from the QBIC tab's bar and closes the report (it says they all succeeded). */
async function lockSelected(page: Page, count: number) {
  await page.getByRole('toolbar').getByRole('button', { name: 'Lock', exact: true }).click();
  const report = page.getByRole('dialog');
  await report.getByText(`Succeeded: ${count}. Failed: 0.`).waitFor();
  await report.getByRole('button', { name: 'Close' }).click();
  await report.waitFor({ state: 'hidden' });
}

/** Opens the Devices tab and selects its second row: the floating bar shows. */
async function openDevicesWithBar(page: Page) {
  await page.goto('/kiosk/devices');
  const table = page.getByRole('table', { name: 'Devices' });
  await table.locator('tbody tr').nth(1).click();
  const bar = page.getByTestId('device-bottom-bar');
  await bar.waitFor();
  return { table, bar };
}

/** The left and right edges of the column headings, in px from the table's left edge (the list may scroll). */
const columnEdges = (table: Locator) =>
  table.evaluate((element) => {
    const origin = element.getBoundingClientRect().left;
    return Array.from(element.querySelectorAll('thead th'), (cell) => {
      const { left, right } = cell.getBoundingClientRect();
      return [Math.round(left - origin), Math.round(right - origin)];
    });
  });

/** Checks the bar, the last row, the pager and the headings with the list scrolled to its end. */
async function expectListClearOfBar(page: Page, table: Locator, bar: Locator) {
  await expectInView(page, bar, 'the floating bar');
  await scrollToEnd(page, table);
  const lastRow = table.locator('tbody tr').last();
  const pager = page.locator('.MuiTablePagination-root:visible').last();
  await expectInView(page, lastRow, 'the last row');
  await expectAbove(lastRow, bar, 'the last row is clear of the bar');
  await expectInView(page, pager, 'the pager');
  await expectAbove(pager, bar, 'the pager is clear of the bar');
  await expectInView(page, table.locator('thead th').first(), 'the column headings');
  await expectAbove(table.locator('thead'), table.locator('tbody tr').first(), 'the headings');
}

test.use({ viewport: { width: 1366, height: 850 } });

test.describe('List layout at 1366 × 850', () => {
  test('QBIC: the bar floats in view over 12 players, clear of the last row, with the headings in view', async ({
    page,
    stack,
  }) => {
    await openScannedPlayers(page, stack);
    const table = playersTable(page);
    await selectPlayers(page, [serialAt(0), serialAt(1)]);
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected players' });
    await expectText(page, '2 players selected');
    await expectListClearOfBar(page, table, bar);
    // The close button ends the bar's first line; only the actions wrap when the window is narrow.
    for (const [width, height] of [
      [1366, 850],
      [768, 1024],
    ]) {
      await page.setViewportSize({ width, height });
      const title = await boxOf(bar.getByText('2 players selected'));
      const close = await boxOf(bar.getByRole('button', { name: 'Clear selection' }));
      expect(close.y, `the close button is on the first line at ${width} px`).toBeLessThan(
        title.y + title.height,
      );
    }
    await page.setViewportSize({ width: 1366, height: 850 });
    await expectAccessible(page, 'QBIC list with the floating bar');
  });

  test('QBIC on a tablet: columns stay put when a thumbnail appears and a status changes', async ({
    page,
    stack,
  }) => {
    // Two players selected, as a person leaves them before turning to the tablet.
    await openScannedPlayers(page, stack);
    await selectPlayers(page, [serialAt(0), serialAt(1)]);
    await expectText(page, '2 players selected');
    // At 768 px no column has room to spare, so a wider cell would push the others.
    await page.setViewportSize({ width: 768, height: 1024 });
    const table = playersTable(page);
    const before = await columnEdges(table);
    const first = playerRow(page, serialAt(0));
    await first.getByRole('button', { name: 'Take a screenshot of Reception 1' }).click();
    await first.getByRole('button', { name: 'Open the screenshot of Reception 1' }).waitFor();
    expect(await columnEdges(table)).toEqual(before);

    await lockSelected(page, 2);
    await first.locator('[data-status="locked"]').waitFor();
    expect(await columnEdges(table)).toEqual(before);
    await page.setViewportSize({ width: 1366, height: 850 });
  });

  test('Devices: the bar leaves the last row and the pager visible, with the headings in view', async ({
    page,
  }) => {
    const { table, bar } = await openDevicesWithBar(page);
    await expectListClearOfBar(page, table, bar);
    await expectAccessible(page, 'Devices list with the floating bar');
  });

  test('Devices: a snackbar opens above the bar, not over its buttons', async ({ page }) => {
    const { bar } = await openDevicesWithBar(page);
    await bar.getByRole('button', { name: 'Force configure' }).click();
    const snackbar = page.getByText('The device will reload its configuration.');
    await snackbar.waitFor();
    // Held open under the pointer, as a person reading it would (it closes by itself after 5 s, which a busy
    // machine can spend before the first look), then polled: the snackbar grows into its place.
    await snackbar.hover();
    const button = await boxOf(bar.getByRole('button', { name: 'Force configure' }));
    await expect.poll(async () => bottomOf(await boxOf(snackbar)) <= button.y).toBe(true);
  });

  test('Devices: columns stay put when the rows shown change', async ({ page }) => {
    const { table } = await openDevicesWithBar(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The whole table fits the window: nothing to scroll to, no cue at either edge.
    await expectScrollCues(table, { left: false, right: false });
    const before = await columnEdges(table);
    await table.getByRole('button', { name: 'Status', exact: true }).click();
    await page.waitForURL(/sort=status/);
    expect(await columnEdges(table)).toEqual(before);
    await page.getByRole('searchbox').fill('Berlin');
    await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(40);
    expect(await columnEdges(table)).toEqual(before);
  });

  test('a bar left on a hidden tab takes no room on the tab shown', async ({ page, stack }) => {
    await coverPlayers(stack);
    const { table } = await openDevicesWithBar(page);
    // The Devices tab keeps its selection (and its bar) while the QBIC tab is shown.
    await table.locator('tbody tr').first().click();
    await page.getByTestId('device-bottom-bar').waitFor();
    await page.getByRole('tab', { name: 'QBIC devices' }).click();
    await scanPlayers(page);
    const height = page.viewportSize()?.height ?? 0;
    const listBox = playersTable(page).locator('xpath=..');
    expect(await listBox.evaluate((box) => getComputedStyle(box).maxHeight)).toBe(
      `${height - APP_HEADER_HEIGHT - BELOW_LIST}px`,
    );
    await selectPlayers(page, [serialAt(2)]);
    await expectListClearOfBar(
      page,
      playersTable(page),
      page.getByRole('toolbar', { name: 'Actions on the selected players' }),
    );
  });

  test('one status chip: a locked player on the QBIC tab looks exactly like a locked device on the Devices tab', async ({
    page,
    stack,
  }) => {
    // A player of its own is locked on the QBIC tab; the status filter of the Devices tab shows only locked devices.
    await openScannedPlayers(page, stack);
    await selectPlayers(page, [serialAt(3)]);
    await lockSelected(page, 1);
    const locked = playerRow(page, serialAt(3)).locator('[data-status="locked"]');
    await locked.waitFor();
    const player = await chipLook(locked);
    await page.goto('/kiosk/devices?status=3');
    // Polled: the chip is read once its row has settled (a row drawn while the list loads may still change).
    await expect
      .poll(() => chipLook(page.locator('tbody tr [data-status="3"]').first()), { timeout: 10_000 })
      .toEqual(player);
  });
});
