import type { Page } from '@playwright/test';
import { derivedPassword } from '../src/players/derivedPassword';
import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { adminToken, dc, hasFactoryPassword, serialAt, setPlayerPassword, type Range } from './support/qbic';
import { noteStatuses, playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

test.use({ colorScheme: 'dark' });

const LOCKED = [10, 11];
const REBOOTED = 7;
const FOREIGN = 8;
const FOREIGN_PASSWORD = 'owner-set-77';
const RANGE = { name: 'Journey lab', firstIp: '127.0.0.1', lastIp: '127.0.0.20' };

const baseOf = (stack: JourneyStack) => (index: number) =>
  `http://${stack.playerIps[index]}:${stack.devicePort}`;
const row = (page: Page, index: number) => playerRow(page, serialAt(index));
const statusOf = (page: Page, index: number) =>
  row(page, index).locator('[data-status]').getAttribute('data-status');
const select = (page: Page, indexes: number[]) => selectPlayers(page, indexes.map(serialAt));

async function waitForStatus(page: Page, index: number, status: string, timeout = 15_000) {
  await row(page, index).locator(`[data-status="${status}"]`).waitFor({ timeout });
}

const scan = (page: Page) => scanPlayers(page, 20);

/** Closes the report once it shows `summary`; checks it for accessibility unless the step is timed. */
async function closeReport(page: Page, summary: string, { checkAccessibility = true } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(summary).waitFor();
  if (checkAccessibility) await expectAccessible(page, `report "${summary}"`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * One journey in steps: each step goes on from what the one before left on the page (the range added, the players
 * scanned, two locked, one restarted), and the last reads what the whole journey wrote to the browser console.
 */
test.describe('QBIC players: ranges, scan, lock, reboot and the password prompt', () => {
  test('a range is added and scanned, players are locked, restarted and unlocked, and no derived password shows', async ({
    page,
    stack,
  }) => {
    const baseAt = baseOf(stack);
    const serials = stack.playerIps.map((_ip, index) => serialAt(index));
    const token = await adminToken(stack.mockUrl);
    // This journey's own range replaces any range over the players' addresses.
    const ranges = await dc<Range[]>(stack.mockUrl, token, '/tenant/ranges');
    for (const range of ranges.filter((candidate) => candidate.firstIp.startsWith('127.0.0.')))
      await dc(stack.mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
    await setPlayerPassword(baseAt(FOREIGN), serials[FOREIGN], FOREIGN_PASSWORD);
    // Every tab of the browser, from the first page on.
    const consoleLines: string[] = [];
    page.context().on('console', (message) => consoleLines.push(message.text()));
    page.context().on('weberror', (error) => consoleLines.push(error.error().message));
    await page.goto('/kiosk/qbic');

    await test.step('adds a range, refusing an invalid address first, then scans it and lists the 12 players', async () => {
      await expectText(page, 'No IP ranges yet');
      await page.getByRole('button', { name: 'Add range' }).click();
      await page.locator('input[name="name"]').fill(RANGE.name);
      await page.locator('input[name="firstIp"]').fill(RANGE.firstIp);
      await page.locator('input[name="lastIp"]').fill('127.0.0.300');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectText(page, 'Enter an IPv4 address such as 192.168.1.10.');
      await expectAccessible(page, 'range dialog with an invalid address');
      await page.locator('input[name="lastIp"]').fill(RANGE.lastIp);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.locator(`[data-testid="range-${RANGE.name}"]`).waitFor();

      await scan(page);
      await expectText(page, 'Scan finished: 12 players found (addresses scanned: 20).');
      expect(await page.locator('[data-testid^="player-QB"]').count()).toBe(12);
      await expectAccessible(page, 'QBIC players after a scan');
      expect(await page.evaluate(() => localStorage.getItem('dm.deviceCount'))).toBe('12');
    });
    await test.step('takes a screenshot of a player and shows it in the same dialog as the Devices tab', async () => {
      await row(page, 0)
        .getByRole('button', { name: /^Take a screenshot of / })
        .click();
      await row(page, 0)
        .getByRole('button', { name: /^Open the screenshot of / })
        .click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog', { name: /^Screenshot of / });
      await dialog.getByRole('img', { name: /^Latest screenshot of / }).waitFor({ timeout: 15_000 });
      await expect
        .poll(() => dialog.getByTestId('screenshot-age').innerText(), { timeout: 10_000 })
        .toMatch(/^Taken \d+ seconds? ago$/);
      const labels = await dialog.getByRole('term').allInnerTexts();
      expect(labels).toEqual(['Firmware version', 'OS version', 'App version', 'Last connected']);
      await dialog.getByRole('button', { name: 'Request new screenshot' }).waitFor();
      await expectAccessible(page, 'screenshot of a player');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
    await test.step('locks two players and shows them locked after a re-scan', async () => {
      await select(page, LOCKED);
      await expectText(page, '2 players selected');
      await expectAccessible(page, 'QBIC players with a selection');
      await page.getByRole('toolbar').getByRole('button', { name: 'Lock', exact: true }).click();
      await closeReport(page, 'Succeeded: 2. Failed: 0.');
      for (const index of LOCKED) expect(await hasFactoryPassword(baseAt(index))).toBe(false);

      // A fresh page lists the players seen before, not checked yet: what it shows after comes from the re-scan.
      await page.reload();
      await expect(row(page, LOCKED[0]).locator('[data-status]')).toHaveText('Not checked yet');
      expect(await row(page, LOCKED[0]).getByText('Protected', { exact: true }).count()).toBe(0);
      await scan(page);
      for (const index of LOCKED) {
        expect(await statusOf(page, index)).toBe('locked');
        expect(await row(page, index).getByText('Protected', { exact: true }).count()).toBe(1);
      }
      expect(await statusOf(page, 0)).toBe('live');
    });
    await test.step('reboots one player and sees it go offline and come back', async () => {
      await select(page, [REBOOTED]);
      await page.getByRole('toolbar').getByRole('button', { name: 'Restart' }).click();
      // A reboot is confirmed first; Cancel leaves the player running.
      const question = page.getByRole('dialog', { name: 'Restart the players?' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'hidden' });
      expect(await statusOf(page, REBOOTED)).toBe('live');
      const rebootedRow = playerRow(page, serialAt(REBOOTED));
      const heightBefore = (await rebootedRow.boundingBox())?.height;
      // The player is back within seconds, maybe before the report is closed: the row's statuses are noted as
      // they change, and the journey waits until they have gone offline (restarting) and back to live.
      const statuses = await noteStatuses(page, serialAt(REBOOTED));
      await page.getByRole('toolbar').getByRole('button', { name: 'Restart' }).click();
      await question.getByRole('button', { name: 'Accept' }).click();
      await closeReport(page, 'Succeeded: 1. Failed: 0.', { checkAccessibility: false });
      await expect
        .poll(statuses, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(['offline, restarting']));
      await expect.poll(async () => (await statuses()).at(-1), { timeout: 20_000 }).toBe('live');
      // The row kept its height through the restart.
      expect((await rebootedRow.boundingBox())?.height).toBe(heightBefore);
      await page.getByRole('button', { name: 'Clear selection' }).click();
    });
    await test.step('asks for the password of a player locked by someone else, and again in the same prompt when it is wrong', async () => {
      expect(await statusOf(page, FOREIGN)).toBe('locked');
      await select(page, [FOREIGN]);
      await page.getByRole('toolbar').getByRole('button', { name: 'Unlock' }).click();
      const prompt = page.getByRole('dialog', { name: 'Unlock QBIC device' });
      await prompt.waitFor();
      // While the unlock waits for the password the bar is read-only and says what runs (000 §2.6).
      await expectText(page, 'Resetting passwords, done: 0 of 1');
      await prompt.locator('input[name="password"]').fill('not-the-password');
      await expectAccessible(page, 'unlock password prompt');
      await prompt.getByRole('button', { name: 'Authorize' }).click();
      await prompt.getByText('Wrong password: the device did not accept it. Enter it again.').waitFor();
      expect(await page.getByRole('dialog', { name: 'Unlock results' }).count()).toBe(0);

      await prompt.locator('input[name="password"]').fill(FOREIGN_PASSWORD);
      await prompt.getByRole('button', { name: 'Authorize' }).click();
      await closeReport(page, 'Succeeded: 1. Failed: 0.');
      await waitForStatus(page, FOREIGN, 'live');
      expect(await hasFactoryPassword(baseAt(FOREIGN))).toBe(true);
    });
    await test.step('never shows a derived password on screen or in the browser console', async () => {
      const html = await page.content();
      const text = await page.locator('body').innerText();
      for (const serial of serials) {
        const secret = derivedPassword('acme', serial);
        expect(html).not.toContain(secret);
        expect(text).not.toContain(secret);
        expect(consoleLines.filter((line) => line.includes(secret))).toEqual([]);
      }
      expect(consoleLines.some((line) => line.includes(FOREIGN_PASSWORD))).toBe(false);
    });
  });
});
