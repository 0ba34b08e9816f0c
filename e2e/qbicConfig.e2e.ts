import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { readPlayer, serialAt, setPlayerPassword } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

/** Three players that are not Mini Displays, and a Mini Display (players of the fleet, by index). */
const TARGETS = [7, 9, 10];
const MINI_DISPLAY = 11;

/** The file's players and their addresses, made ready once: factory passwords, a range over them. */
async function players(stack: JourneyStack) {
  const ipAt = (index: number) => stack.playerIps[index];
  const baseAt = (index: number) => `http://${ipAt(index)}:${stack.devicePort}`;
  await stack.once('players', async () => {
    // The players start from the factory password, whatever state the fleet was left in.
    for (const index of [...TARGETS, MINI_DISPLAY])
      await setPlayerPassword(baseAt(index), serialAt(index), null);
  });
  await coverAddressesForFile(stack, [...TARGETS, MINI_DISPLAY].map(ipAt), 'Configuration journey');
  return { ipAt, baseAt };
}

/** A fresh players page: scan, tick the players' rows, then Start configuration on the bottom bar. */
async function openConfiguration(page: Page, indexes: readonly number[]): Promise<void> {
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
  await selectPlayers(page, indexes.map(serialAt));
  await page.getByRole('toolbar').getByRole('button', { name: 'Start configuration' }).click();
}

const shownWithName = async (page: Page, indexes: readonly number[], name: string) => {
  const counts = await Promise.all(
    indexes.map((index) => playerRow(page, serialAt(index)).getByText(name, { exact: true }).count()),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

const dialogOf = (page: Page) => page.getByRole('dialog');
const tick = (page: Page, group: string) => dialogOf(page).getByRole('checkbox', { name: group }).check();

async function setNameAndVolume(page: Page, name: string, volume: number): Promise<void> {
  await tick(page, 'Device name');
  await dialogOf(page).getByRole('textbox', { name: 'Device name' }).fill(name);
  await tick(page, 'Keypad volume');
  await dialogOf(page).getByRole('spinbutton').fill(String(volume));
}

async function chooseApk(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await tick(page, 'Content');
  await dialogOf(page).getByRole('radio', { name: 'APK file' }).check();
  await dialogOf(page).locator('input[name="appFile"]').setInputFiles(file);
}

async function finishedStatus(page: Page, timeout = 45_000): Promise<Locator> {
  const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
  await status.waitFor({ timeout });
  return status;
}

test.describe('QBIC players: configuration of one or many players', () => {
  test('configures three players (name, volume, an .apk upload) and they are changed', async ({
    page,
    stack,
  }) => {
    const { baseAt } = await players(stack);
    await openConfiguration(page, TARGETS);
    await setNameAndVolume(page, 'Config Journey', 42);
    await chooseApk(page, {
      name: 'app-9.2.0.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: Buffer.alloc(400_000, 1),
    });
    await expectAccessible(page, 'QBIC configuration dialog');
    await dialogOf(page).getByRole('button', { name: 'Start' }).click();

    const status = await finishedStatus(page);
    await expectText(page, 'Succeeded: 3');
    await expectAccessible(page, 'QBIC configuration status');
    await expectText(page, 'Failed: 0');
    await status.getByRole('button', { name: 'Close' }).click();

    // The page reads the changed players again: their rows show the new name.
    await expect.poll(() => shownWithName(page, TARGETS, 'Config Journey'), { timeout: 10_000 }).toBe(3);
    for (const index of TARGETS) {
      expect(await readPlayer(baseAt(index))).toMatchObject({
        appVersion: '9.2.0',
        playerName: 'Config Journey',
        volume: 42,
      });
    }

    // With one player the form starts from what the player holds now.
    await openConfiguration(page, [TARGETS[0]]);
    await expect
      .poll(() => dialogOf(page).getByRole('textbox', { name: 'Device name' }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Config Journey');
    expect(await dialogOf(page).getByRole('spinbutton').inputValue()).toBe('42');
    await dialogOf(page).getByRole('button', { name: 'Cancel' }).click();
  });

  test('asks for the password of a player locked by someone else; without it, reports it with its reason while the other two succeed', async ({
    page,
    stack,
  }) => {
    const { ipAt, baseAt } = await players(stack);
    const [locked, ...others] = TARGETS;
    await setPlayerPassword(baseAt(locked), serialAt(locked), 'journey-4711');
    try {
      await openConfiguration(page, TARGETS);
      await setNameAndVolume(page, 'Config Fault', 30);
      await dialogOf(page).getByRole('button', { name: 'Start' }).click();
      // The run asks for the one password no known one opens; the person does not have it.
      const prompt = page.getByRole('dialog', { name: 'Unlock QBIC device' });
      await prompt.getByText(serialAt(locked), { exact: false }).waitFor();
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      const status = await finishedStatus(page);
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

  test('cancelled in the middle, leaves every player in a stated final state', async ({ page, stack }) => {
    const { ipAt } = await players(stack);
    const files = mkdtempSync(join(tmpdir(), 'dm-qbic-config-'));
    try {
      const apk = join(files, 'app-9.3.0.apk');
      writeFileSync(apk, Buffer.alloc(24 * 1024 * 1024, 1));
      // Players behind a slow link: each upload takes about 8 s, time enough to cancel it part-way.
      for (const index of TARGETS)
        await stack.setPlayerFault(ipAt(index), { uploadBytesPerSecond: 3_000_000 });
      await openConfiguration(page, TARGETS);
      await chooseApk(page, apk);
      await dialogOf(page).getByRole('button', { name: 'Start' }).click();
      const overall = page.getByTestId('overall-percent');
      await expect
        .poll(async () => Number.parseInt(await overall.innerText(), 10), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Cancel configuration' }).click();

      const status = await finishedStatus(page);
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
        expect((await readPlayer(`http://${ip ?? ''}:${stack.devicePort}`)).appVersion).not.toBe('9.3.0');
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  test('shows the Mini Display hint when several players include one', async ({ page, stack }) => {
    await players(stack);
    await openConfiguration(page, [TARGETS[2], MINI_DISPLAY]);
    await expectText(page, /“Start configuration” is not available for several players/);
    await expectAccessible(page, 'Mini Display hint');
    await dialogOf(page).getByRole('button', { name: 'OK' }).click();
    expect(await dialogOf(page).count()).toBe(0);
  });
});
