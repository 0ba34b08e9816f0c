import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { serialAt, writePlayer } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

/**
 * The tenant's players kept as records: another computer lists a player that stopped answering "Not answering since"
 * when it was last seen, each player opens its history from the activity log, and a player its own schedule has off
 * now is "Off by schedule until …", counted apart from the players that do not answer.
 */
test.use({ stackOptions: { players: 3 } });

/** The file's ranges over its players, every one of them answering (whatever another test left). */
async function everyPlayerAnswering(stack: JourneyStack) {
  await coverAddressesForFile(stack, stack.playerIps, 'Player records');
  for (const ip of stack.playerIps) await stack.setPlayerFault(ip, null);
}

/** The rows' players are found and their versions read (the record is written once the scan's reading is done). */
async function scanAndRead(page: Page, found: number) {
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
  await expectText(page, new RegExp(`Scan finished: ${found} players? found`));
  await expect(page.locator('tbody tr .MuiCircularProgress-root')).toHaveCount(0, { timeout: 20_000 });
}

test('another computer lists a player that stopped answering, with when it was last seen, and its history', async ({
  page,
  stack,
  openPerson,
}) => {
  const { playerIps, setPlayerFault } = stack;
  await everyPlayerAnswering(stack);
  const silent = serialAt(1);
  await scanAndRead(page, 3);
  const name = (await playerRow(page, silent).locator('td').nth(2).innerText()).trim();

  await test.step('a restart on this computer goes into the player’s history', async () => {
    await selectPlayers(page, [silent]);
    await page.getByRole('toolbar').getByRole('button', { name: 'Restart' }).click();
    await page
      .getByRole('dialog', { name: 'Restart the players?' })
      .getByRole('button', { name: 'Accept' })
      .click();
    const report = page.getByRole('dialog');
    await report.getByText('Succeeded: 1. Failed: 0.').waitFor();
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(playerRow(page, silent).locator('[data-status]')).toHaveAttribute('data-status', 'live', {
      timeout: 20_000,
    });
  });

  await setPlayerFault(playerIps[1], { offline: true });
  const other = await (await openPerson()).newPage();
  await scanAndRead(other, 2);
  const row = playerRow(other, silent);
  await expect(other.getByTestId('scan-silent')).toHaveText(`Not answering: ${name} (${playerIps[1]}).`);
  await expect(row.getByTestId('not-answering-since')).toHaveText(/^Not answering since \w{3} \d+, \d{4}/);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'offline');
  // One row per serial number: the records and this computer's scan are one list.
  await expect(other.locator(`[data-testid="player-${silent}"]`)).toHaveCount(1);
  await expectAccessible(other, 'another computer lists a player that does not answer');

  await test.step('the player’s history from the activity log, newest first, links to the log filtered on it', async () => {
    await row.getByRole('button', { name: `History of ${name}` }).click();
    const dialog = other.getByRole('dialog', { name: `History of ${name}` });
    await expect(dialog.getByTestId('player-history').locator('li').first()).toContainText('Restart players');
    await expectAccessible(other, 'a player’s history');
    await dialog.getByRole('link', { name: 'Open in the activity log' }).click();
    await expect(other).toHaveURL(/\/activity\?/);
    await expect(other.getByRole('textbox', { name: 'Target (name or ID)' })).toHaveValue(silent);
  });
});

test('a silent player its own schedule has off now is off by schedule until it switches on, counted apart', async ({
  page,
  stack,
}) => {
  const { playerIps, setPlayerFault, devicePort } = stack;
  await everyPlayerAnswering(stack);
  await page.goto('/kiosk/qbic');
  // Off since an hour ago, on again in an hour, in the browser's own time.
  const times = await page.evaluate(() => {
    const at = (minutes: number) => {
      const date = new Date(Date.now() + minutes * 60_000);
      const text = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
      date.setSeconds(0, 0);
      return {
        text,
        shown: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date),
      };
    };
    return { off: at(-60), on: at(60) };
  });
  const scheduled = serialAt(2);
  await writePlayer(`http://${playerIps[2]}:${devicePort}`, {
    settings: {
      schedule_reboot_mode: 'onoff',
      schedule_on_time: times.on.text,
      schedule_off_time: times.off.text,
    },
  });
  // The scan keeps what it read (the schedule among it) in the player's record once the reading is done.
  const recorded = page.waitForResponse(
    (answer) =>
      /\/records\/players(\/|$)/.test(new URL(answer.url()).pathname) &&
      ['POST', 'PUT'].includes(answer.request().method()) &&
      (answer.request().postData() ?? '').includes('"onoff"'),
  );
  await scanAndRead(page, 3);
  expect((await recorded).ok()).toBe(true);
  const name = (await playerRow(page, scheduled).locator('td').nth(2).innerText()).trim();

  await setPlayerFault(playerIps[2], { offline: true });
  await page.reload();
  await scanPlayers(page);
  const row = playerRow(page, scheduled);
  await expect(row.getByTestId('off-by-schedule')).toHaveText(`Off by schedule until ${times.on.shown}`);
  expect(await row.getByTestId('not-answering-since').count()).toBe(0);
  await expect(page.getByTestId('scan-scheduled-off')).toHaveText(
    `Off by schedule: ${name} (${playerIps[2]}).`,
  );
  expect(await page.getByTestId('scan-silent').count()).toBe(0);
  await expectAccessible(page, 'a player off by its schedule');
  await setPlayerFault(playerIps[2], null);
});

test('another computer lists the remembered players as soon as the QBIC tab opens, before any scan', async ({
  page,
  stack,
  openPerson,
}) => {
  await everyPlayerAnswering(stack);
  const remembered = serialAt(0);
  await scanAndRead(page, 3);
  const name = (await playerRow(page, remembered).locator('td').nth(2).innerText()).trim();

  const other = await (await openPerson()).newPage();
  const row = playerRow(other, remembered);
  // The record is written once the first computer's reading is done: a person opening the tab then sees it.
  await expect(async () => {
    await other.goto('/kiosk/qbic');
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText(name);
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'unchecked');
  await expect(row.locator('[data-status]')).toHaveText('Not checked yet');
  await expect(row.getByTestId('last-seen')).toHaveText(/^Last seen \w{3} \d+, \d{4}/);
  // Nothing was scanned on this computer: no scan result, nothing claimed about whether it answers.
  expect(await other.getByText(/^Scan finished/).count()).toBe(0);
  expect(await row.getByTestId('not-answering-since').count()).toBe(0);
  await expectAccessible(other, 'the remembered players listed before any scan');

  await test.step('a scan checks them: the player answers and is live', async () => {
    await scanPlayers(other);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'live');
    expect(await row.getByTestId('last-seen').count()).toBe(0);
    await expect(other.locator(`[data-testid="player-${remembered}"]`)).toHaveCount(1);
  });
});
