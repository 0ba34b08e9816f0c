import type { Page } from 'playwright-core';

/**
 * Timings of a list page in Chromium, measured in the page: when its first row is laid out after a navigation,
 * and how long each key typed in its search box takes to show rows answering that search (the list says which
 * search its rows answer in `data-search`, once they answer it).
 */

/** Milliseconds from navigation start to `rowSelector` laid out, once per navigation to `url`. */
export async function firstRowsTimes(
  page: Page,
  url: string,
  rowSelector: string,
  runs: number,
): Promise<number[]> {
  await page.addInitScript((selector: string) => {
    const win = window as unknown as { firstRowsAt?: number };
    const observer = new MutationObserver(() => {
      const row = document.querySelector(selector);
      if (!row) return;
      observer.disconnect();
      row.getBoundingClientRect();
      win.firstRowsAt = performance.now();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, rowSelector);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto('about:blank');
    await page.goto(url);
    await page.waitForFunction(
      () => ((window as unknown as { firstRowsAt?: number }).firstRowsAt ?? -1) > 0,
      null,
      {
        timeout: 30_000,
      },
    );
    times.push(await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt));
  }
  return times;
}

/** Milliseconds from each keydown in `inputSelector` to `listSelector` saying it shows the text typed so far. */
export async function keystrokeTimes(
  page: Page,
  inputSelector: string,
  listSelector: string,
  typed: string,
): Promise<number[]> {
  await page.locator(inputSelector).click();
  const times: number[] = [];
  let sofar = '';
  for (const char of typed) {
    sofar += char;
    await page.evaluate(
      ([list, done]) => {
        const win = window as unknown as { benchDone?: Promise<number> };
        win.benchDone = new Promise((resolve) => {
          let start = 0;
          document.addEventListener('keydown', (event) => (start = event.timeStamp), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            const shown = document.querySelector<HTMLElement>(list);
            if (!start || !shown || shown.dataset.search !== done) return;
            observer.disconnect();
            shown.getBoundingClientRect();
            resolve(performance.now() - start);
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        });
      },
      [listSelector, sofar] as const,
    );
    await page.keyboard.press(char === ' ' ? 'Space' : char);
    times.push(await page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone));
  }
  return times;
}
