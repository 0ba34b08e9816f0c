import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import { median, result, type Benchmark } from './result';
import { sized } from './scale';

const DEVICES = sized(10_000, 200);
const FIRST_ROWS_BUDGET_MS = 1_500;
const KEYSTROKE_BUDGET_MS = 150;
const SELECT_ALL_BUDGET_MS = 200;
const NAVIGATIONS = sized(5, 1);
const SELECT_ALL_RUNS = sized(5, 1);
const TYPED = 'berlin tower';

/**
 * In the page: when the first device row is laid out, in ms since navigation start. "Laid out" means the DOM holds
 * it and style and layout are done (forced at once); the paint follows in the same frame.
 */
const WATCH_FIRST_ROWS = () => {
  const win = window as unknown as { firstRowsAt?: number };
  const observer = new MutationObserver(() => {
    const row = document.querySelector('[data-testid="devices-tab"] tbody tr');
    if (!row) return;
    observer.disconnect();
    row.getBoundingClientRect();
    win.firstRowsAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
};

interface BenchWindow {
  benchStart?: number;
}

/**
 * Starts watching, in the page, for `condition` to hold in the DOM (with style and layout done), and returns a
 * function that waits for the time from the marked event to then. Watching starts before the action is taken.
 */
async function watchShown(page: Page, condition: string, timeoutMs = 10_000): Promise<() => Promise<number>> {
  await page.evaluate(
    ([source, timeout]) => {
      const win = window as unknown as BenchWindow & { benchShown?: Promise<number> };
      win.benchShown = new Promise<number>((resolve, reject) => {
        const check = new Function(`return (${source});`) as () => boolean;
        const limit = setTimeout(() => reject(new Error(`timed out waiting for ${source}`)), timeout);
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          clearTimeout(limit);
          document.body.getBoundingClientRect();
          resolve(performance.now() - (win.benchStart ?? NaN));
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        });
      });
    },
    [condition, timeoutMs] as const,
  );
  return () => page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown);
}

/**
 * Marks the time of the next event of the type whose target matches the selector (the event's own timestamp).
 * Written as page source: the benchmark runs through tsx, whose helpers do not exist in the page.
 */
const markNext = (page: Page, selector: string, type: string) =>
  page.evaluate(`(() => {
    const target = ${JSON.stringify(selector)};
    const type = ${JSON.stringify(type)};
    const mark = (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(target)) return;
      window.benchStart = event.timeStamp;
      document.removeEventListener(type, mark, true);
    };
    document.addEventListener(type, mark, true);
  })()`);

async function firstRows(page: Page, url: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < NAVIGATIONS; run += 1) {
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForFunction(
      () => ((window as unknown as { firstRowsAt?: number }).firstRowsAt ?? -1) > 0,
      null,
      {
        timeout: 15_000,
      },
    );
    times.push(await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt));
  }
  return times;
}

async function keystrokes(page: Page): Promise<number[]> {
  const input = 'input[name="q"]';
  await page.locator(input).click();
  const times: number[] = [];
  let typed = '';
  for (const char of TYPED) {
    typed += char;
    await markNext(page, input, 'keydown');
    const measured = await watchShown(
      page,
      `document.querySelector('[data-search]')?.dataset.search === ${JSON.stringify(typed)}`,
    );
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    times.push(await measured());
    await page.waitForTimeout(150);
  }
  return times;
}

async function selectAll(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < SELECT_ALL_RUNS; run += 1) {
    await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
    const button = page.getByTestId('select-all-matching');
    await button.waitFor();
    await markNext(page, '[data-testid="select-all-matching"]', 'click');
    const measured = await watchShown(
      page,
      `/${DEVICES.toLocaleString('en-US')} devices selected/.test(document.querySelector('[data-testid="device-bottom-bar-title"]')?.textContent ?? '')`,
    );
    await button.click();
    times.push(await measured());
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByTestId('device-bottom-bar').waitFor({ state: 'detached' });
  }
  return times;
}

const summary = (times: number[]) => ({
  runs: times.length,
  max: Math.round(Math.max(...times)),
  all: times.map(Math.round),
});

/** The Devices tab with 10,000 devices in Chromium against the built console. */
export const devicesTab: Benchmark = {
  name: 'devices',
  async run() {
    buildTestConsole();
    const stack = await startStack({ devices: DEVICES, players: 0 });
    const browser = await openBrowser();
    try {
      const page = await browser.context.newPage();
      await signIn(page, stack.consoleUrl, 'admin');
      await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
      await page.addInitScript(WATCH_FIRST_ROWS);
      const url = `${stack.consoleUrl}/kiosk/devices`;
      const navigation = await firstRows(page, url);
      const typing = await keystrokes(page);
      // A fresh load: the typed search is still on its way into the URL.
      await page.goto('about:blank');
      await page.goto(url);
      await page.locator('tbody tr').first().waitFor();
      const selecting = await selectAll(page);
      return [
        result(
          'devices-first-rows',
          median(navigation),
          'ms median',
          FIRST_ROWS_BUDGET_MS,
          summary(navigation),
        ),
        result('devices-search-keystroke', median(typing), 'ms median', KEYSTROKE_BUDGET_MS, summary(typing)),
        result(
          'devices-select-all',
          median(selecting),
          'ms median',
          SELECT_ALL_BUDGET_MS,
          summary(selecting),
        ),
      ];
    } finally {
      await browser.close();
      await stack.close();
    }
  },
};
