import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { bottomOf, boxOf } from './support/boxes';
import { stack } from './support/fileStack';
import { openPath, signedInPage } from './support/journey';

/** The content pages as a person sees them, measured on the screen: the buttons of a toolbar sit on one line. */
const { consoleUrl } = stack;

/** The top, bottom and height of an element on the screen, rounded to the pixel. */
async function edgesOf(locator: Locator) {
  const box = await boxOf(locator);
  return { top: Math.round(box.y), bottom: Math.round(bottomOf(box)), height: Math.round(box.height) };
}

// A laptop in the light theme, a tablet in the dark one.
describe.each([
  { scheme: 'light' as const, width: 1366 },
  { scheme: 'dark' as const, width: 768 },
])('Content pages, $scheme, $width px', ({ scheme, width }) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await openBrowser({ colorScheme: scheme, width, height: 1024 });
    page = await signedInPage(browser, consoleUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('rules list: the Filter button sits on one line with the other toolbar buttons', async () => {
    await openPath(page, consoleUrl, '/contentadmin');
    await page.locator('tbody tr').first().waitFor();
    const buttons = [
      page.getByRole('button', { name: 'Filter' }),
      page.getByRole('link', { name: 'What will the screen show?' }),
      page.getByRole('button', { name: 'Refresh' }),
      page.getByRole('button', { name: 'Create' }),
    ];
    const edges = await Promise.all(buttons.map(edgesOf));
    const tops = edges.map((edge) => edge.top);
    const heights = edges.map((edge) => edge.height);
    expect(tops, 'tops').toEqual(Array(4).fill(edges[3].top));
    expect(heights, 'heights').toEqual(Array(4).fill(edges[3].height));
    await expectAccessible(page, 'content rules list');
  });
});
