import type { Page } from '@playwright/test';
import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type Browser } from './browser';
import { signedInPage } from './journey';
import { adminToken, coverAddresses, dc, type Range } from './qbic';
import type { Stack } from './stack';

/** Steps on the QBIC tab's update rollout shared by the journeys, in English. */

export interface UpdateFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A firmware file as a player accepts it (a zip), its version in its name. */
export const firmwareFile = (version: string): UpdateFile => ({
  name: `firmware-${version}.zip`,
  mimeType: 'application/zip',
  buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64 * 1024, 7)]),
});

export const rolloutPanel = (page: Page) => page.getByRole('region', { name: 'Update rollout' });

/** The player's row of the rollout's live view, in a given phase (any when left out). */
export const rolloutRow = (page: Page, ip: string, phase?: string) =>
  rolloutPanel(page).locator(
    `[data-testid="rollout-player-${ip}"]${phase === undefined ? '' : `[data-phase="${phase}"]`}`,
  );

/**
 * Starts a rollout of `file` (or of the file at that path) to every player of the scan, after the check before the
 * start finds all `players`.
 */
export async function startRolloutOfAll(page: Page, file: UpdateFile | string, players: number) {
  await rolloutPanel(page)
    .getByRole('button', { name: `Roll out an update to ${players} players` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check players' }).click();
  await dialog.getByText(`Players taking part: ${players}. Skipped: 0.`).waitFor();
  await dialog.getByRole('button', { name: 'Start rollout' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface RolloutJourney {
  browser: Browser;
  /** Signed in as admin on the QBIC tab. */
  page: Page;
}

/**
 * Registers a rollout journey's setup and clean-up on its stack: the tenant's ranges cover every player, a browser
 * signed in on the QBIC tab; after the file, the faults of `faulty` players are cleared and the ranges removed.
 * The returned object is filled in before the first test.
 */
export function rolloutJourney(stack: Stack, name: string, faulty: () => readonly string[]): RolloutJourney {
  const journey = {} as RolloutJourney;
  let token = '';
  let ranges: Range[] = [];
  beforeAll(async () => {
    token = await adminToken(stack.mockUrl);
    ranges = await coverAddresses(stack.mockUrl, token, stack.playerIps, name);
    journey.browser = await openBrowser();
    journey.page = await signedInPage(journey.browser, stack.consoleUrl, { path: '/kiosk/qbic' });
  });
  afterAll(async () => {
    await journey.browser?.close();
    for (const ip of faulty()) await stack.setPlayerFault(ip, null);
    for (const range of ranges)
      await dc(stack.mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
  });
  return journey;
}
