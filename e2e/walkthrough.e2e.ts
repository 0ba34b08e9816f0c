import type { Page } from '@playwright/test';
import { readListAddress } from '../src/components/list/listAddress';
import { expectAccessible } from './support/accessibility';
import { expectText, openInApp } from './support/journey';
import { adminToken, coverAddresses, serialAt } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test } from './support/test';

/** The defects of a walk-through of the console, each walked again the way the person tripped over it. */

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The fleet chart's part labels ("Offline: 7", …) in status order. */
const chartParts = (page: Page) =>
  page
    .getByTestId('fleet-health-bar')
    .locator('[data-status]')
    .evaluateAll((parts) => parts.map((part) => part.getAttribute('aria-label')));

/** Whether the element's whole box is inside the window, so a person sees it without scrolling. */
const inWindow = (selector: ReturnType<Page['locator']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

/** Contrast ratio (WCAG) of the first visible table cell's text against the table card behind it. */
const tableContrast = (page: Page) =>
  page.evaluate(() => {
    const cell = Array.from(document.querySelectorAll<HTMLElement>('tbody td')).find((td) => td.offsetParent);
    if (!cell) return 0;
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let back = cell as HTMLElement | null;
    while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const text = luminance(rgb(getComputedStyle(cell).color));
    const card = luminance(rgb(getComputedStyle(back ?? document.body).backgroundColor));
    return (Math.max(text, card) + 0.05) / (Math.min(text, card) + 0.05);
  });

test.describe('the walk-through defects', () => {
  // As most people have it: transitions and ripples drawn (the other journeys ask for reduced motion).
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('names the missing floor display fields in form order, Region first, with Save in view at every size', async ({
    page,
  }) => {
    await page.goto('/kiosk/devices?q=QBX0000015');
    await page.locator('tbody tr').first().click();
    await page.getByRole('button', { name: 'Start configuration' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Floor display' }).click();
    const save = page.getByRole('dialog').getByRole('button', { name: 'Save' });
    await save.click();
    await expectText(page, 'Missing: Region, Building, Selected floors, Default floor, Profile, Theme');
    expect(await page.locator('#config-region').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'floor display configuration with missing fields');
    for (const size of [
      { width: 1366, height: 850 },
      { width: 768, height: 1024 },
      { width: 1366, height: 560 },
    ]) {
      await page.setViewportSize(size);
      await poll(() => inWindow(save)).toBe(true);
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  test('requests screenshots of several devices and views each one from the report', async ({ page }) => {
    await page.goto('/kiosk/devices?status=1');
    const rows = page.locator('tbody tr');
    await rows.nth(2).waitFor();
    for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Request screenshot' }).click();
    const report = page.getByRole('dialog', { name: 'Screenshot requests' });
    await report.getByText('Requested screenshots').waitFor({ timeout: 15_000 });
    const views = report.getByRole('button', { name: /^View the screenshot of / });
    expect(await views.count()).toBe(3);
    await expectAccessible(page, 'screenshot requests report');
    for (const index of [0, 2]) {
      const name = (await views.nth(index).getAttribute('aria-label'))!.replace(
        'View the screenshot of ',
        '',
      );
      await views.nth(index).click();
      const shot = page.getByRole('dialog', { name: `Screenshot of ${name}` });
      await shot.getByRole('img', { name: `Latest screenshot of ${name}` }).waitFor({ timeout: 15_000 });
      await poll(() => shot.getByTestId('screenshot-age').innerText()).toMatch(/^Taken \d+ seconds? ago$/);
      await shot.getByRole('button', { name: 'Close' }).click();
      await shot.waitFor({ state: 'hidden' });
    }
    await report.getByRole('button', { name: 'Close' }).click();
  });

  test('counts the whole fleet in the health chart, whatever the search and the status filter', async ({
    page,
  }) => {
    await page.goto('/kiosk/devices');
    await page.locator('tbody tr').first().waitFor();
    const whole = await chartParts(page);
    await page.getByPlaceholder(/^Search/).fill('Berlin');
    await poll(() => page.getByTestId('fleet-health-caption').innerText()).toMatch(
      /the search and the filters narrow only the list below\. The list shows \d+ of them\.$/,
    );
    expect(await chartParts(page)).toEqual(whole);
    // The view is in the address, in the format of every list.
    const filter = () =>
      (readListAddress(new URL(page.url()).search).filter ?? {}) as Record<string, unknown>;
    await poll(() => filter().q).toBe('Berlin');
    await page.getByTestId('fleet-health-bar').locator('[data-status="1"]').click();
    await poll(() => filter().status).toEqual([1]);
    expect(await chartParts(page)).toEqual(whole);
  });

  test('shows the mode of a new theme and of an existing one', async ({ page }) => {
    await page.goto('/kiosk/themes/create?type=RD');
    await poll(() => page.getByRole('combobox', { name: 'Mode' }).innerText()).toBe('Light');
    await openInApp(page, '/kiosk/themes');
    await page
      .locator('tbody tr:visible')
      .filter({ has: page.getByRole('cell', { name: 'Dark room theme', exact: true }) })
      .getByRole('link', { name: 'Edit' })
      .click();
    await poll(() => page.getByRole('combobox', { name: 'Mode' }).innerText()).toBe('Dark');
  });

  test('shows the themes list in the new colours after switching light/dark on another tab', async ({
    page,
  }) => {
    await page.goto('/kiosk/themes');
    await page.locator('tbody tr').first().waitFor();
    expect(await tableContrast(page)).toBeGreaterThan(4.5);
    // Twice: to the other theme and back.
    for (let switches = 0; switches < 2; switches += 1) {
      await page.getByTestId('tab-devices').click();
      await page.getByTestId('devices-tab').waitFor();
      await page.getByRole('button', { name: 'Switch between light and dark mode' }).click();
      await page.getByTestId('tab-themes').click();
      await page.locator('tbody tr:visible').first().waitFor();
      await poll(() => tableContrast(page).then((ratio) => ratio > 4.5)).toBe(true);
    }
  });
});

test.describe('QBIC reports of a player that does not answer', () => {
  const OFFLINE = 0;
  const ANSWERING = 1;

  test('reports it "Offline or restarting" in an unlock of several players, not as an authentication error', async ({
    page,
    stack,
  }) => {
    const { mockUrl, playerIps } = stack;
    await stack.once('ranges', async () =>
      coverAddresses(mockUrl, await adminToken(mockUrl), playerIps.slice(0, 2), 'Walk-through lab'),
    );
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await playerRow(page, serialAt(OFFLINE)).waitFor();
    await stack.setPlayerFault(playerIps[OFFLINE], { offline: true });
    await selectPlayers(page, [serialAt(OFFLINE), serialAt(ANSWERING)]);
    await page.getByRole('toolbar').getByRole('button', { name: 'Unlock' }).click();
    const report = page.getByRole('dialog', { name: 'Unlock results' });
    await report.getByText('Succeeded: 1. Failed: 1.').waitFor({ timeout: 20_000 });
    const offline = report.getByTestId(`report-${serialAt(OFFLINE)}`);
    expect(await offline.innerText()).toContain('Offline or restarting: The device does not answer.');
    expect(await offline.innerText()).not.toContain('Authentication error');
    await expectAccessible(page, 'unlock report with an offline player');
    await report.getByRole('button', { name: 'Close' }).click();
  });
});
