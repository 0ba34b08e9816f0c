import { loadavg } from 'node:os';
import { openBrowser } from '../e2e/support/browser';
import { signedInPage, urlOf } from '../e2e/support/journey';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import { activityRecording } from './activityRecording.bench';
import { firstRowsTimes, keystrokeTimes } from './listTiming';
import { median, result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

const ENTRIES = sized(100_000, 500);
const FIRST_ROWS_BUDGET_MS = 1_500;
const KEYSTROKE_BUDGET_MS = 150;
const NAVIGATIONS = sized(5, 1);
/** A search that narrows as it is typed: a target's name, then one target. */
const TYPED = 'lobby 42';
const LIST = '[data-testid="activity-list"]';

const summary = (times: number[]) => ({
  entries: ENTRIES,
  runs: times.length,
  max: Math.round(Math.max(...times)),
  all: times.map(Math.round),
  loadAverage: Math.round(loadavg()[0] * 10) / 10,
});

/**
 * The activity page with 100,000 entries of the tenant (the records API's limit) in Chromium against the built
 * console and the mock: the first rows after a navigation, and each key of a search to the rows answering it
 * (each keystroke one query of the records API, answered in one walk over the entries).
 */
const activityPage: Benchmark = {
  name: 'activity-page',
  async run() {
    buildTestConsole();
    const stack = await startStack({ devices: 20, players: 0, activity: ENTRIES });
    const browser = await openBrowser();
    try {
      const page = await signedInPage(browser, stack);
      const url = urlOf(stack.consoleUrl, '/activity');
      const navigation = await firstRowsTimes(page, url, `${LIST} tbody tr`, NAVIGATIONS);
      await page.locator(`${LIST} tbody tr`).first().waitFor();
      const typing = await keystrokeTimes(page, 'input[name="q"]', LIST, TYPED);
      return [
        result(
          'activity-first-rows',
          median(navigation),
          'ms median',
          FIRST_ROWS_BUDGET_MS,
          summary(navigation),
        ),
        result(
          'activity-search-keystroke',
          median(typing),
          'ms median',
          KEYSTROKE_BUDGET_MS,
          summary(typing),
        ),
      ];
    } finally {
      await browser.close();
      await stack.close();
    }
  },
};

/** The activity log's budgets: its page at 100,000 entries, and what recording adds to an action. */
export const activityLog: Benchmark = {
  name: 'activity',
  parts: [activityPage, activityRecording],
  async run() {
    return [
      ...((await activityPage.run()) as BenchResult[]),
      ...((await activityRecording.run()) as BenchResult[]),
    ];
  },
};
