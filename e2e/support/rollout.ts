import type { Page } from '@playwright/test';
import { coverAddressesForFile } from './fileRanges';
import type { JourneyStack } from './test';

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
  await startFromSetup(page, file, players);
}

/** Starts a rollout of `file` to the players selected on the QBIC tab's bottom bar, all of them taking part. */
export async function startRolloutOfSelected(page: Page, file: UpdateFile, players: number) {
  await page.getByRole('toolbar').getByRole('button', { name: 'Roll out an update' }).click();
  await startFromSetup(page, file, players);
}

/** In the open setup: the file chosen, the players checked (every one of the `players` taking part), started. */
async function startFromSetup(page: Page, file: UpdateFile | string, players: number) {
  const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Check players' }).click();
  await dialog.getByText(`Players taking part: ${players}. Skipped: 0.`).waitFor();
  await dialog.getByRole('button', { name: 'Start rollout' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Opens a rollout journey's test: the tenant's ranges cover every player of the stack (made once for the journey
 * file, named `name`, by the first test that awaits it), and the test's signed-in page shows the QBIC tab.
 */
export async function rolloutJourney(
  page: Page,
  stack: Pick<JourneyStack, 'mockUrl' | 'once' | 'playerIps'>,
  name: string,
) {
  await coverAddressesForFile(stack, stack.playerIps, name);
  await page.goto('/kiosk/qbic');
}
