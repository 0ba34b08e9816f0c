import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import { firstRowsTimes } from './listTiming';
import { markNext, summary, watchShown } from './pageTiming';
import { browserMemory } from './processMemory';
import { median, result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';
import { listAddress } from '../src/components/list/listAddress';

/** A row of the Devices tab's list: its first one laid out is the tab's first rows. */
const FIRST_ROW = '[data-testid="devices-tab"] tbody tr';

/** One fleet size the tab is measured at: its figures' names and budgets. */
interface FleetSize {
  /** Devices in a measuring run; the small mode lists 200 whatever the size. */
  full: number;
  /** Put after `devices-` in the figures' names ('' for 10,000, the names the figures have always had). */
  prefix: string;
  firstRowsMs: number;
  keystrokeMs: number;
  selectAllMs: number;
}

const TAB_MEMORY_BUDGET_MB = 300;
const KNOWN_SIZES: readonly FleetSize[] = [
  { full: 10_000, prefix: '', firstRowsMs: 1_500, keystrokeMs: 150, selectAllMs: 200 },
  { full: 100_000, prefix: '100k-', firstRowsMs: 1_500, keystrokeMs: 100, selectAllMs: 150 },
];

/**
 * The sizes of this run: `DEVICES=100000` (or `DEVICES=10000,100000`) picks some; any other count is measured
 * against the budgets of 100,000.
 */
function sizesOfRun(): FleetSize[] {
  const asked = process.env.DEVICES?.split(',').map(Number).filter(Number.isFinite) ?? [];
  if (asked.length === 0) return [...KNOWN_SIZES];
  return asked.map(
    (full) =>
      KNOWN_SIZES.find((size) => size.full === full) ?? { ...KNOWN_SIZES[1], full, prefix: `${full}-` },
  );
}

const NAVIGATIONS = sized(5, 1);
const SELECT_ALL_RUNS = sized(5, 1);
const TYPED = 'berlin tower';
const MB = 1024 * 1024;
/** A filtered, sorted view as a shared link opens it (the address format of every list). */
const LINK = listAddress({
  filter: { q: 'berlin', status: [0, 1, 3], type: ['RD', 'FD'] },
  sort: 'lastConnected',
  order: 'DESC',
  page: 1,
  perPage: 100,
});

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

async function selectAll(page: Page, devices: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < SELECT_ALL_RUNS; run += 1) {
    await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
    const button = page.getByTestId('select-all-matching');
    await button.waitFor();
    await markNext(page, '[data-testid="select-all-matching"]', 'click');
    const measured = await watchShown(
      page,
      `/${devices.toLocaleString('en-US')} devices selected/.test(document.querySelector('[data-testid="device-bottom-bar-title"]')?.textContent ?? '')`,
    );
    await button.click();
    times.push(await measured());
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByTestId('device-bottom-bar').waitFor({ state: 'detached' });
  }
  return times;
}

/** A fresh load of the whole fleet, the search box empty. */
async function openFleet(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
}

/** The Devices tab at one fleet size: a stack and a browser of its own. */
async function measureSize(size: FleetSize): Promise<BenchResult[]> {
  const devices = sized(size.full, 200);
  const stack = await startStack({ devices, players: 0 });
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    await signIn(page, stack.consoleUrl, 'admin');
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    const url = `${stack.consoleUrl}/kiosk/devices`;
    // The tab's memory: the renderers' proportional set size at each moment the whole fleet is in it, after a
    // garbage collection (what the tab holds, not what it has not yet freed).
    const cdp = await page.context().newCDPSession(page);
    const renderers: number[] = [];
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      renderers.push(browserMemory().renderers);
    };
    const navigation = await firstRowsTimes(page, url, FIRST_ROW, NAVIGATIONS);
    await sample();
    const linked = await firstRowsTimes(page, `${url}${LINK}`, FIRST_ROW, NAVIGATIONS);
    await sample();
    await openFleet(page, url);
    const typing = await keystrokes(page);
    await sample();
    // A fresh load: the typed search is still on its way into the URL.
    await openFleet(page, url);
    const selecting = await selectAll(page, devices);
    await sample();
    const name = (figure: string) => `devices-${size.prefix}${figure}`;
    const memoryMb = Math.max(...renderers) / MB;
    const timed = (figure: string, times: number[], budget: number) =>
      result(name(figure), median(times), 'ms median', budget, { devices, ...summary(times) });
    return [
      timed('first-rows', navigation, size.firstRowsMs),
      timed('link-rows', linked, size.firstRowsMs),
      timed('search-keystroke', typing, size.keystrokeMs),
      timed('select-all', selecting, size.selectAllMs),
      result(name('tab-memory'), memoryMb, 'MB renderers PSS, max', TAB_MEMORY_BUDGET_MB, {
        devices,
        samplesMb: renderers.map((bytes) => Math.round(bytes / MB)),
      }),
    ];
  } finally {
    await browser.close();
    await stack.close();
  }
}

/** The Devices tab in Chromium against the built console, at 10,000 and at 100,000 devices. */
export const devicesTab: Benchmark = {
  name: 'devices',
  async run() {
    buildTestConsole();
    const figures: BenchResult[] = [];
    for (const size of sizesOfRun()) figures.push(...(await measureSize(size)));
    const load = loadavg()[0];
    return figures.map((figure) => ({ ...figure, load: Math.round(load * 10) / 10 }));
  },
};
