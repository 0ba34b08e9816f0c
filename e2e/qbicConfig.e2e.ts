import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { fileStack } from './support/fileStack';
import { expectText, openPath, signedInBlankPage } from './support/journey';
import {
  adminToken,
  coverAddresses,
  dc,
  readPlayer,
  serialAt,
  setPlayerPassword,
  type Range,
} from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expectAccessible } from './support/accessibility';

const stack = await fileStack();

const { consoleUrl, mockUrl, devicePort, playerIps } = stack;
/** Three players that are not Mini Displays, and a Mini Display (players of the fleet, by index). */
const TARGETS = [7, 9, 10];
const MINI_DISPLAY = 11;
const ipAt = (index: number) => playerIps[index];
const baseAt = (index: number) => `http://${ipAt(index)}:${devicePort}`;

let browser: Browser;
let page: Page;
let token: string;
let addedRanges: Range[] = [];
const files = mkdtempSync(join(tmpdir(), 'dm-qbic-config-'));

beforeAll(async () => {
  token = await adminToken(mockUrl);
  // The players start from the factory password, whatever state the fleet was left in.
  for (const index of [...TARGETS, MINI_DISPLAY])
    await setPlayerPassword(baseAt(index), serialAt(index), null);
  addedRanges = await coverAddresses(
    mockUrl,
    token,
    [...TARGETS, MINI_DISPLAY].map(ipAt),
    'Configuration journey',
  );
  browser = await openBrowser();
  // Signed in on a blank address: each test loads the players page afresh.
  page = await signedInBlankPage(browser, consoleUrl);
});
afterAll(async () => {
  await browser?.close();
  for (const range of addedRanges)
    await dc(mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
  rmSync(files, { recursive: true, force: true });
});

/** A fresh players page: scan, tick the players' rows, then Start configuration on the bottom bar. */
async function openConfiguration(indexes: readonly number[]): Promise<void> {
  await openPath(page, consoleUrl, '/kiosk/qbic');
  await scanPlayers(page);
  await selectPlayers(page, indexes.map(serialAt));
  await page.getByRole('toolbar').getByRole('button', { name: 'Start configuration' }).click();
}

const shownWithName = async (indexes: readonly number[], name: string) => {
  const counts = await Promise.all(
    indexes.map((index) => playerRow(page, serialAt(index)).getByText(name, { exact: true }).count()),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

const dialog = () => page.getByRole('dialog');
const tick = (group: string) => dialog().getByRole('checkbox', { name: group }).check();

async function setNameAndVolume(name: string, volume: number): Promise<void> {
  await tick('Device name');
  await dialog().getByRole('textbox', { name: 'Device name' }).fill(name);
  await tick('Keypad volume');
  await dialog().getByRole('spinbutton').fill(String(volume));
}

async function chooseApk(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await tick('Content');
  await dialog().getByRole('radio', { name: 'APK file' }).check();
  await dialog().locator('input[name="appFile"]').setInputFiles(file);
}

async function finishedStatus(timeout = 45_000): Promise<Locator> {
  const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
  await status.waitFor({ timeout });
  return status;
}

describe('QBIC players: configuration of one or many players', () => {
  it('configures three players (name, volume, an .apk upload) and they are changed', async () => {
    await openConfiguration(TARGETS);
    await setNameAndVolume('Config Journey', 42);
    await chooseApk({
      name: 'app-9.2.0.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.alloc(400_000, 1),
    });
    await expectAccessible(page, 'QBIC configuration dialog');
    await dialog().getByRole('button', { name: 'Start' }).click();

    const status = await finishedStatus();
    await expectText(page, 'Succeeded: 3');
    await expectAccessible(page, 'QBIC configuration status');
    await expectText(page, 'Failed: 0');
    await status.getByRole('button', { name: 'Close' }).click();

    // The page reads the changed players again: their rows show the new name.
    await expect.poll(() => shownWithName(TARGETS, 'Config Journey'), { timeout: 10_000 }).toBe(3);
    for (const index of TARGETS) {
      expect(await readPlayer(baseAt(index))).toMatchObject({
        appVersion: '9.2.0',
        playerName: 'Config Journey',
        volume: 42,
      });
    }

    // With one player the form starts from what the player holds now.
    await openConfiguration([TARGETS[0]]);
    await expect
      .poll(() => dialog().getByRole('textbox', { name: 'Device name' }).inputValue(), { timeout: 10_000 })
      .toBe('Config Journey');
    expect(await dialog().getByRole('spinbutton').inputValue()).toBe('42');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  it('reports a player locked by someone else with its reason while the other two succeed', async () => {
    const [locked, ...others] = TARGETS;
    await setPlayerPassword(baseAt(locked), serialAt(locked), 'journey-4711');
    try {
      await openConfiguration(TARGETS);
      await setNameAndVolume('Config Fault', 30);
      await dialog().getByRole('button', { name: 'Start' }).click();
      const status = await finishedStatus();
      await expectText(page, 'Succeeded: 2');
      await expectText(page, 'Failed: 1');
      const errors = status.getByTestId('player-errors');
      expect(await errors.count()).toBe(1);
      expect(await errors.getAttribute('data-ip')).toBe(ipAt(locked));
      expect(await errors.innerText()).toContain(
        'Authentication error: Skipped: the device is locked with an unknown password.',
      );
      await status.getByRole('button', { name: 'Close' }).click();
    } finally {
      await setPlayerPassword(baseAt(locked), serialAt(locked), null, ['journey-4711']);
    }
    for (const index of others) expect((await readPlayer(baseAt(index))).playerName).toBe('Config Fault');
    expect((await readPlayer(baseAt(locked))).playerName).not.toBe('Config Fault');
  });

  it('cancelled in the middle, leaves every player in a stated final state', async () => {
    const apk = join(files, 'app-9.3.0.apk');
    writeFileSync(apk, Buffer.alloc(24 * 1024 * 1024, 1));
    // Players behind a slow link: each upload takes about 8 s, time enough to cancel it part-way.
    for (const index of TARGETS) await stack.setPlayerFault(ipAt(index), { uploadBytesPerSecond: 3_000_000 });
    await openConfiguration(TARGETS);
    await chooseApk(apk);
    await dialog().getByRole('button', { name: 'Start' }).click();
    const overall = page.getByTestId('overall-percent');
    await expect
      .poll(async () => Number.parseInt(await overall.innerText(), 10), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel configuration' }).click();

    const status = await finishedStatus();
    const succeeded = Number((await status.getByTestId('succeeded-count').innerText()).replace(/\D/g, ''));
    const rows = status.getByTestId('player-errors');
    const states = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')));
    expect(succeeded + states.length).toBe(3);
    expect(states).toContain('cancelled');
    expect(states.every((state) => state === 'cancelled' || state === 'failed')).toBe(true);
    expect(await rows.filter({ hasText: 'Cancelled' }).count()).toBe(
      states.filter((s) => s === 'cancelled').length,
    );
    const cancelledIps = await rows.evaluateAll((nodes) =>
      nodes
        .filter((node) => node.getAttribute('data-state') === 'cancelled')
        .map((node) => node.getAttribute('data-ip')),
    );
    await status.getByRole('button', { name: 'Close' }).click();
    for (const index of TARGETS) await stack.setPlayerFault(ipAt(index), null);
    for (const ip of cancelledIps)
      expect((await readPlayer(`http://${ip ?? ''}:${devicePort}`)).appVersion).not.toBe('9.3.0');
  });

  it('shows the Mini Display hint when several players include one', async () => {
    await openConfiguration([TARGETS[2], MINI_DISPLAY]);
    await expectText(page, /“Start configuration” is not available for several players/);
    await expectAccessible(page, 'Mini Display hint');
    await dialog().getByRole('button', { name: 'OK' }).click();
    expect(await dialog().count()).toBe(0);
  });
});
