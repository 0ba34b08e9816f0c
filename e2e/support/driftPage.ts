import type { Page } from '@playwright/test';

/** Steps of the drift check dialog on the QBIC tab, in English. */

export const driftDialog = (page: Page) => page.getByTestId('drift-dialog');

/** The players the dialog lists as drifted, each with the fields it names, by serial number. */
export async function driftedFields(page: Page): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const player of await driftDialog(page).getByTestId('drift-player').all()) {
    const serial = (await player.getAttribute('data-serial')) ?? '';
    rows[serial] = await player
      .getByTestId('drift-field')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('data-field') ?? ''));
  }
  return rows;
}

/** The option of the player at this address in an open player select. */
export const playerOption = (page: Page, ip: string) =>
  page.getByRole('option', { name: new RegExp(`\\(${ip.replaceAll('.', '\\.')}\\)`) });
