// npx tsx scripts/listScreenshots.ts: the two device lists as an administrator meets them, with rows selected so the
// floating bar shows, scrolled to the top and to the bottom, in light and dark, English and German, 1366 and 768 px
// wide. Saved to e2e/out/screens/lists/ for a person to look at. Uses the test build (E2E_REUSE_BUILD=1 keeps it).
import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { openPath, signIn } from '../e2e/support/journey';
import { serialAt } from '../e2e/support/qbic';
import { LOOKS, SIZES, screensStack } from './screenLooks';

const OUT = 'e2e/out/screens/lists';
const looks = LOOKS.filter(({ tag }) => tag === 'en-light' || tag === 'de-dark');

/** Scrolls the page and every scrolling box in it to the end. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => {
    for (const box of Array.from(document.querySelectorAll<HTMLElement>('*')))
      if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });

async function shoot(page: Page, name: string) {
  const file = `${OUT}/${name}.png`;
  await page.screenshot({ path: file });
  process.stdout.write(`${file}\n`);
}

const stack = await screensStack(OUT);
try {
  for (const size of SIZES)
    for (const look of looks) {
      const tag = `${look.tag}-${size.width}`;
      const browser = await openBrowser({ ...look, ...size });
      const page = await browser.context.newPage();
      await signIn(page, stack.consoleUrl, 'admin');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      await openPath(page, stack.consoleUrl, '/kiosk/devices');
      await page.locator('tbody tr').nth(1).click();
      await page.locator('tbody tr').nth(2).click();
      await page.getByTestId('device-bottom-bar').waitFor();
      await shoot(page, `devices-top-${tag}`);
      await scrollToBottom(page);
      await shoot(page, `devices-bottom-${tag}`);

      await openPath(page, stack.consoleUrl, '/kiosk/qbic');
      await page.getByRole('button', { name: /^(Scan|Suchen)$/ }).click();
      await page.locator(`[data-testid="player-${serialAt(11)}"]`).waitFor({ timeout: 30_000 });
      for (const index of [0, 1])
        await page.locator(`[data-testid="player-${serialAt(index)}"] input[type="checkbox"]`).check();
      await shoot(page, `qbic-top-${tag}`);
      await scrollToBottom(page);
      await shoot(page, `qbic-bottom-${tag}`);
      await browser.close();
    }
} finally {
  await stack.close();
}
