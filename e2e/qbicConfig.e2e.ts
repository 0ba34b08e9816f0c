import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { expectText, signIn } from './support/journey';
import { lockByOther, readPlayer, unlockFrom } from './qbicConfigPlayers';

const consoleUrl = inject('consoleUrl');
const devicePort = inject('devicePort');
const playerIps = inject('playerIps');
/** Players the other journeys leave alone: the last three that are not Mini Displays, and the last Mini Display. */
const TARGETS = [playerIps[7], playerIps[9], playerIps[10]];
const MINI_DISPLAY = playerIps[11];

let browser: Browser;
let page: Page;
const files = mkdtempSync(join(tmpdir(), 'dm-qbic-config-'));

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.context.newPage();
  await signIn(page, consoleUrl, 'admin');
  await page.locator('tbody tr').first().waitFor();
});
afterAll(async () => {
  await browser.close();
  rmSync(files, { recursive: true, force: true });
});

async function openConfiguration(ips: readonly string[]): Promise<void> {
  await page.goto(`${consoleUrl}/#/kiosk/qbic-configure?ips=${ips.join(',')}`);
  await expect.poll(() => page.getByTestId('scaffold-player').count(), { timeout: 10_000 }).toBe(ips.length);
  await page.getByRole('button', { name: 'Start configuration' }).click();
}

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
    await dialog().getByRole('button', { name: 'Start' }).click();

    const status = await finishedStatus();
    await expectText(page, 'Succeeded: 3');
    await expectText(page, 'Failed: 0');
    await status.getByRole('button', { name: 'Close' }).click();

    await expect
      .poll(() => page.getByTestId('scaffold-player').filter({ hasText: 'Config Journey' }).count(), {
        timeout: 10_000,
      })
      .toBe(3);
    for (const ip of TARGETS) {
      expect(await readPlayer(ip, devicePort)).toEqual({
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
    await lockByOther(locked, devicePort, 'journey-4711');
    try {
      await openConfiguration(TARGETS);
      await setNameAndVolume('Config Fault', 30);
      await dialog().getByRole('button', { name: 'Start' }).click();
      const status = await finishedStatus();
      await expectText(page, 'Succeeded: 2');
      await expectText(page, 'Failed: 1');
      const errors = status.getByTestId('player-errors');
      expect(await errors.count()).toBe(1);
      expect(await errors.getAttribute('data-ip')).toBe(locked);
      expect(await errors.innerText()).toContain(
        'Authentication error: Skipped: the device is locked with an unknown password.',
      );
      await status.getByRole('button', { name: 'Close' }).click();
    } finally {
      await unlockFrom(locked, devicePort, 'journey-4711');
    }
    for (const ip of others) expect((await readPlayer(ip, devicePort)).playerName).toBe('Config Fault');
    expect((await readPlayer(locked, devicePort)).playerName).not.toBe('Config Fault');
  });

  it('cancelled in the middle, leaves every player in a stated final state', async () => {
    const apk = join(files, 'app-9.3.0.apk');
    writeFileSync(apk, Buffer.alloc(300 * 1024 * 1024, 1));
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
    for (const ip of cancelledIps)
      expect((await readPlayer(ip ?? '', devicePort)).appVersion).not.toBe('9.3.0');
  });

  it('shows the Mini Display hint when several players include one', async () => {
    await openConfiguration([TARGETS[2], MINI_DISPLAY]);
    await expectText(page, /Start configuration is not supported for several players/);
    await dialog().getByRole('button', { name: 'OK' }).click();
    expect(await dialog().count()).toBe(0);
  });
});
