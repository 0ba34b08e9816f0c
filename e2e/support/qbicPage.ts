import type { Page } from 'playwright-core';
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
