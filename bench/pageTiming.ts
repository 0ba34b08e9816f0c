import type { Page } from 'playwright-core';

interface BenchWindow {
  benchStart?: number;
}

/**
 * Starts watching, in the page, for `condition` to hold in the DOM (with style and layout done), and returns a
 * function that waits for the time from the marked event to then. Watching starts before the action is taken.
 */
export async function watchShown(
  page: Page,
  condition: string,
  timeoutMs = 30_000,
): Promise<() => Promise<number>> {
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
export const markNext = (page: Page, selector: string, type: string) =>
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

/** The times of a series, for a figure's details. */
export const summary = (times: number[]) => ({
  runs: times.length,
  max: Math.round(Math.max(...times)),
  all: times.map(Math.round),
});
