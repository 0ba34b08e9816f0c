import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { coverAddressesForFile } from './support/fileRanges';
import { fileStack } from './support/fileStack';
import { expectText, signedInPage } from './support/journey';
import { readPlayer, serialAt } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';

const stack = await fileStack();

const { consoleUrl, mockUrl, devicePort, playerIps, setPlayerFault } = stack;
/** Players are listed by address: the first is the canary, the second and third make wave 2 (of 1, 2, 6, 3). */
const NOT_APPLIED = 2;
const FIRMWARE = {
  name: 'firmware-9.1.0.zip',
  mimeType: 'application/zip',
  buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64 * 1024, 7)]),
};
const baseAt = (index: number) => `http://${playerIps[index]}:${devicePort}`;

coverAddressesForFile(mockUrl, playerIps, 'Rollout journey');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser({ colorScheme: 'dark' });
  page = await signedInPage(browser, consoleUrl, { path: '/kiosk/qbic' });
});
afterAll(async () => {
  await browser?.close();
  await setPlayerFault(playerIps[NOT_APPLIED], null);
  await setPlayerFault(playerIps[0], null);
});

const panel = () => page.getByRole('region', { name: 'Update rollout' });
const phaseOf = (index: number) =>
  panel().locator(`[data-testid="rollout-player-${playerIps[index]}"]`).getAttribute('data-phase');

describe('staged rollout of a firmware to 12 players', () => {
  it('checks the players, passes the canary, and pauses wave 2 on a player that came back with the old version', async () => {
    const before = await readPlayer(baseAt(NOT_APPLIED));
    await setPlayerFault(playerIps[NOT_APPLIED], { firmwareNotApplied: true });
    // The canary takes 6 s to boot, long enough to look at the rollout from a second tab.
    await setPlayerFault(playerIps[0], { bootDelayMs: 6_000 });
    await scanPlayers(page);
    await panel().getByRole('button', { name: 'Roll out an update to 12 players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
    await dialog.locator('input[type="file"]').setInputFiles(FIRMWARE);
    await dialog.getByRole('button', { name: 'Check players' }).click();
    await dialog.getByText('Players taking part: 12. Skipped: 0.').waitFor();
    expect(await dialog.getByTestId('rollout-waves-preview').innerText()).toBe(
      'Players per wave: 1 / 2 / 6 / 3',
    );
    await expectAccessible(page, 'rollout setup dialog');
    await dialog.getByRole('button', { name: 'Start rollout' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A second tab follows the rollout live but cannot run it too.
    const other = await browser.context.newPage();
    await other.goto(`${consoleUrl}/kiosk/qbic`);
    await expectText(other, 'Running in another tab of this browser: wave 1.');
    const otherPanel = other.getByRole('region', { name: 'Update rollout' });
    expect(await otherPanel.getByRole('button', { name: 'Abort' }).count()).toBe(0);
    expect(await otherPanel.getByText('Choose the file again to resume').count()).toBe(0);
    await other.close();

    const stop = panel().getByTestId('rollout-stop');
    await stop.waitFor({ timeout: 30_000 });
    const text = await stop.innerText();
    expect(text).toContain(
      'Paused: too many players of wave 2 failed. No player of a later wave was touched.',
    );
    expect(text).toContain(`(${playerIps[NOT_APPLIED]}) — Came back with the old version`);
    expect(await phaseOf(0)).toBe('updated');
    expect(await phaseOf(NOT_APPLIED)).toBe('failed');
    for (const index of [3, 4, 5, 11]) expect(await phaseOf(index)).toBe('waiting');
    expect((await readPlayer(baseAt(NOT_APPLIED))).firmwareVersion).toBe(before.firmwareVersion);
    expect((await readPlayer(baseAt(3))).firmwareVersion).not.toBe('9.1.0');
    await expectAccessible(page, 'rollout paused by the stop rule');
  });

  it('resumes once the fault is cleared, survives a reload in the middle of wave 2, and ends with every player on the new version', async () => {
    await setPlayerFault(playerIps[NOT_APPLIED], null);
    await setPlayerFault(playerIps[0], null);
    await panel().getByRole('button', { name: 'Resume', exact: true }).click();
    // The failed player is restarted and checked again (no second upload): reload while it restarts.
    await panel()
      .locator(`[data-testid="rollout-player-${playerIps[NOT_APPLIED]}"][data-phase="rebooting"]`)
      .waitFor();
    await page.reload();
    await expectText(
      page,
      'Interrupted in wave 2: the page was closed or reloaded, or the session ended. Resume to go on.',
    );
    await expectAccessible(page, 'rollout interrupted by a reload');
    await panel().locator('input[type="file"]').setInputFiles(FIRMWARE);
    await expectText(page, 'Finished.', 60_000);
    for (const [index] of playerIps.entries()) expect(await phaseOf(index)).toBe('updated');
    for (const [index] of playerIps.entries())
      expect((await readPlayer(baseAt(index))).firmwareVersion).toBe('9.1.0');
    expect(await panel().getByTestId('rollout-wave-4').innerText()).toContain(
      'Wave 4: 3 players, 0 failed, 100 % done',
    );

    const download = page.waitForEvent('download');
    await panel().getByRole('button', { name: 'Download result' }).click();
    expect((await download).suggestedFilename()).toBe('update-rollout.xlsx');
    // The live view reads whole at both widths, in light and dark.
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 860 });
      expect(
        await panel().evaluate((element) => element.scrollWidth <= element.clientWidth),
        `the rollout view fits at ${width} px`,
      ).toBe(true);
      await expectAccessible(page, `rollout finished at ${width} px`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it('rolls out an app to the players selected on the bottom bar, after the last rollout is closed', async () => {
    await panel().getByRole('button', { name: 'Close' }).click();
    await scanPlayers(page);
    await selectPlayers(page, [serialAt(4), serialAt(5)]);
    await page.getByRole('toolbar').getByRole('button', { name: 'Roll out an update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
    await dialog.getByText('2 players get the file in waves.', { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Players in the first wave' }).fill('0');
    await dialog.getByText('Enter a whole number of at least 1.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Start rollout' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Players in the first wave' }).fill('1');
    const app = {
      name: 'app-9.5.0.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.alloc(4096, 3),
    };
    await dialog.locator('input[type="file"]').setInputFiles(app);
    await dialog.getByRole('button', { name: 'Check players' }).click();
    await dialog.getByText('Players taking part: 2. Skipped: 0.').waitFor();
    await dialog.getByRole('button', { name: 'Start rollout' }).click();
    await expectText(page, 'Finished.', 30_000);
    for (const index of [4, 5]) expect((await readPlayer(baseAt(index))).appVersion).toBe('9.5.0');
    expect((await readPlayer(baseAt(6))).appVersion).not.toBe('9.5.0');
    expect(await panel().locator('[data-phase]').count()).toBe(2);
  });
});
