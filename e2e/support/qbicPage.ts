import type { Page } from '@playwright/test';
import { expectText } from './journey';

/** Steps on the QBIC tab (/kiosk/qbic) shared by the journeys, in English. */

/** The row of the player with this serial number. */
export const playerRow = (page: Page, serial: string) => page.locator(`[data-testid="player-${serial}"]`);

/** Scans the tenant's ranges and waits for the result line (`addresses`: how many, any when left out). */
export async function scanPlayers(page: Page, addresses?: number) {
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const count = addresses === undefined ? '\\d+' : String(addresses);
  await expectText(
    page,
    new RegExp(`Scan finished: \\d+ players? found \\(addresses scanned: ${count}\\)`),
    20_000,
  );
}

/** Ticks the rows of these players. */
export async function selectPlayers(page: Page, serials: readonly string[]) {
  for (const serial of serials) await playerRow(page, serial).locator('input[type="checkbox"]').check();
}

/**
 * Notes every status the row of this player shows from now on ("offline, restarting" while the row says so),
 * as the page changes, so that a journey can check a state that passes in a moment (a restart) without having to
 * be looking at that moment. Answers a reader of the statuses noted so far, in order, each once in a row.
 */
export async function noteStatuses(page: Page, serial: string): Promise<() => Promise<string[]>> {
  const key = `dm-statuses-${serial}`;
  await page.evaluate(
    ({ key, selector }) => {
      const noted: string[] = [];
      const note = () => {
        const row = document.querySelector(selector);
        const status = row?.querySelector('[data-status]')?.getAttribute('data-status');
        if (!row || !status) return;
        const now = row.textContent?.includes('Restarting…') ? `${status}, restarting` : status;
        if (noted[noted.length - 1] !== now) noted.push(now);
      };
      note();
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      Object.assign(window, { [key]: noted });
    },
    { key, selector: `[data-testid="player-${serial}"]` },
  );
  return () => page.evaluate((key) => [...((window as unknown as Record<string, string[]>)[key] ?? [])], key);
}
