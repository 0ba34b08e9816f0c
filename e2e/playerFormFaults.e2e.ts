import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { driftDialog, playerOption } from './support/driftPage';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { readPlayer, serialAt, setPlayerPassword, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { firmwareFile, rolloutRow } from './support/rollout';
import { expect, test, type JourneyStack } from './support/test';

/**
 * The player form where things go wrong: a firmware ZIP URL that cannot be had, a player that refuses one change,
 * a wrong device password, and a player the form gave a password of its own meeting the rollout. Players of the
 * fleet by index, none a Mini Display; each test has its own.
 */
const ZIP_PLAYER = 0;
const HALF_PLAYER = 1;
const FOREIGN_PLAYER = 3;
const OWN_PLAYERS = [4, 6];
const FOREIGN_PASSWORD = 'someone-else-1';
const OWN_PASSWORD = 'form-own-pw1';

/** The file's players, covered by a range once; how a test reaches them. */
async function players(stack: JourneyStack) {
  const ipAt = (index: number) => stack.playerIps[index];
  const baseAt = (index: number) => `http://${ipAt(index)}:${stack.devicePort}`;
  const all = [ZIP_PLAYER, HALF_PLAYER, FOREIGN_PLAYER, ...OWN_PLAYERS];
  await coverAddressesForFile(stack, all.map(ipAt), 'Player form faults journey');
  return { ipAt, baseAt };
}

/** The player form of the page and the steps a person takes on it. */
function formOf(page: Page) {
  const form = () => page.getByRole('dialog', { name: /Start configuration/ });
  const status = () => page.locator('[data-testid="configuration-status"][data-done="true"]');
  return {
    form,
    status,
    async open(indexes: readonly number[]) {
      await selectPlayers(page, indexes.map(serialAt));
      await page.getByRole('toolbar').getByRole('button', { name: 'Start configuration' }).click();
    },
    tick: (group: string) => form().getByRole('checkbox', { name: group, exact: true }).check(),
    async finished() {
      await status().waitFor({ timeout: 45_000 });
      return status();
    },
  };
}

/** The device password prompt, and what it says. */
const promptOf = (page: Page) => page.getByRole('dialog', { name: 'Unlock QBIC device' });

/**
 * Waits for the prompt of one of these players (prompts come one at a time, in the order the players refused the
 * known passwords) and answers the serial number it asks about.
 */
async function nextPromptFor(page: Page, serials: readonly string[]): Promise<string> {
  const prompt = promptOf(page).filter({ hasText: new RegExp(serials.join('|')) });
  await prompt.waitFor();
  const text = await prompt.innerText();
  const serial = serials.find((candidate) => text.includes(candidate));
  if (!serial) throw new Error(`a prompt for none of ${serials.join(', ')}`);
  return serial;
}

async function typePassword(page: Page, password: string) {
  const prompt = promptOf(page);
  await prompt.locator('input[name="password"]').fill(password);
  await prompt.getByRole('button', { name: 'Authorize' }).click();
}

/** A player's name as it answers anyone (public info needs no password). */
async function nameOf(base: string): Promise<string> {
  const answer = await fetch(`${base}/v1/public/info`);
  return ((await answer.json()) as { results: { player_name: string } }).results.player_name;
}

test.describe('QBIC players: the player form when things go wrong', () => {
  test('a firmware ZIP URL that cannot be had changes nothing; a change refused half-way is retried alone', async ({
    page,
    stack,
  }) => {
    const { ipAt, baseAt } = await players(stack);
    const { form, tick, open, finished } = formOf(page);
    const before = await readPlayer(baseAt(ZIP_PLAYER));
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);

    await test.step('the ZIP URL is fetched before the first write: nothing changes, and the dialog says what is still to do', async () => {
      await open([ZIP_PLAYER]);
      await expect.poll(() => form().getByRole('textbox', { name: 'Device name' }).inputValue()).not.toBe('');
      await tick('Device name');
      await form().getByRole('textbox', { name: 'Device name' }).fill('Renamed by a failed run');
      await tick('Firmware');
      await form().getByTestId('group-firmware').getByRole('radio', { name: 'ZIP URL' }).check();
      await form()
        .getByRole('textbox', { name: 'Firmware ZIP URL' })
        .fill(`${stack.mockUrl}/no-such-place/firmware-9.9.9.zip`);
      await form().getByRole('button', { name: 'Start' }).click();

      const status = await finished();
      await expectText(page, 'Failed: 1');
      const errors = status.getByTestId('player-errors');
      expect(await errors.innerText()).toMatch(
        /Firmware update failed: The firmware could not be downloaded from/,
      );
      expect(await errors.getByTestId('applied').innerText()).toBe('Nothing was changed on this player.');
      expect(await errors.getByTestId('not-applied').innerText()).toBe(
        'Not applied: Device name, Firmware upload, Restart',
      );
      expect(await status.getByRole('button', { name: 'Retry what was not applied' }).isVisible()).toBe(true);
      await expectAccessible(page, 'QBIC configuration status, nothing changed');
      await status.getByRole('button', { name: 'Close' }).click();
      expect(await nameOf(baseAt(ZIP_PLAYER))).toBe(before.playerName);
    });

    await test.step('a player that refuses one change names what it got and did not; Retry sends only what it did not', async () => {
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await stack.setPlayerFault(ipAt(HALF_PLAYER), { failCalls: ['POST /v1/audio/volume/stream_music'] });
      await open([HALF_PLAYER]);
      await expect.poll(() => form().getByRole('textbox', { name: 'Device name' }).inputValue()).not.toBe('');
      await tick('Device name');
      await form().getByRole('textbox', { name: 'Device name' }).fill('Half-way hall');
      await tick('Keypad volume');
      await form().getByRole('spinbutton', { name: 'Volume' }).fill('42');
      await form().getByRole('button', { name: 'Start' }).click();

      const status = await finished();
      const errors = status.getByTestId('player-errors');
      expect(await errors.getByTestId('applied').innerText()).toBe('Already applied: Device name');
      expect(await errors.getByTestId('not-applied').innerText()).toBe('Not applied: Keypad volume');
      expect(await nameOf(baseAt(HALF_PLAYER))).toBe('Half-way hall');

      // Someone renames the player meanwhile: a retry that sent the name again would undo it.
      await writePlayer(baseAt(HALF_PLAYER), { settings: { player_name: 'Renamed at the player' } });
      await stack.setPlayerFault(ipAt(HALF_PLAYER), null);
      await status.getByRole('button', { name: 'Retry what was not applied' }).click();
      await expectText(page, 'Succeeded: 1', 30_000);
      const after = await readPlayer(baseAt(HALF_PLAYER));
      expect(after.volume).toBe(42);
      expect(after.playerName).toBe('Renamed at the player');
      await page
        .locator('[data-testid="configuration-status"]')
        .getByRole('button', { name: 'Close' })
        .click();
    });
  });

  test('a wrong device password is asked again in the same prompt, the form waiting behind it', async ({
    page,
    stack,
  }) => {
    const { baseAt } = await players(stack);
    const { form, open } = formOf(page);
    // Someone else gives the player a password the console does not know.
    await stack.once('foreign password', () =>
      setPlayerPassword(baseAt(FOREIGN_PLAYER), serialAt(FOREIGN_PLAYER), FOREIGN_PASSWORD),
    );
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);
    await open([FOREIGN_PLAYER]);

    const prompt = promptOf(page);
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('did not accept the known passwords');
    await typePassword(page, 'not-the-password');
    await prompt.getByText('Wrong password: the device did not accept it. Enter it again.').waitFor();
    // Still the one prompt, emptied for another try; behind it (hidden from the tree while the prompt is open)
    // the form is still reading, never empty.
    expect(await promptOf(page).count()).toBe(1);
    expect(await prompt.locator('input[name="password"]').inputValue()).toBe('');
    expect(await page.getByText('Reading the current settings…').isVisible()).toBe(true);
    expect(await page.locator('input[name="deviceName"]').count()).toBe(0);
    await expectAccessible(page, 'QBIC password prompt after a wrong password');

    await typePassword(page, FOREIGN_PASSWORD);
    await prompt.waitFor({ state: 'hidden' });
    await expect
      .poll(() => form().getByRole('textbox', { name: 'Device name' }).inputValue())
      .toBe(await nameOf(baseAt(FOREIGN_PLAYER)));
    expect(
      await form()
        .getByText(/could not be read/)
        .count(),
    ).toBe(0);
    await form().getByRole('button', { name: 'Cancel' }).click();
    await form().waitFor({ state: 'hidden' });
  });

  test('a player given its own password in the form is asked for at the rollout check, never "locked by someone else"', async ({
    page,
    stack,
  }) => {
    const { baseAt } = await players(stack);
    const { form, tick, open, finished } = formOf(page);
    await page.goto('/kiosk/qbic');
    await scanPlayers(page);

    await test.step('the form gives the players a password of their own', async () => {
      await open(OWN_PLAYERS);
      await tick('QBIC security');
      await form().getByTestId('group-qbicSecurity').getByRole('radio', { name: 'Set or change' }).check();
      await form().getByLabel('Device password', { exact: true }).fill(OWN_PASSWORD);
      await form().getByLabel('Repeat the device password').fill(OWN_PASSWORD);
      await form().getByRole('button', { name: 'Start' }).click();
      await page
        .getByRole('dialog', { name: 'Change the device password?' })
        .getByRole('button', { name: 'Accept' })
        .click();
      const status = await finished();
      await expectText(page, 'Succeeded: 2');
      await status.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('after a reload the check asks for the password, saying this console set it; without it the reason says so', async () => {
      await page.reload();
      await scanPlayers(page);
      await selectPlayers(page, OWN_PLAYERS.map(serialAt));
      await page.getByRole('toolbar').getByRole('button', { name: 'Roll out an update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roll out an update' });
      await dialog.locator('input[type="file"]').setInputFiles(firmwareFile('9.4.0'));
      await dialog.getByRole('button', { name: 'Check players' }).click();

      const prompt = promptOf(page);
      const serials = OWN_PLAYERS.map(serialAt);
      const first = await nextPromptFor(page, serials);
      expect(await prompt.innerText()).toContain('has a password of its own, set in this console');
      await expectAccessible(page, 'QBIC password prompt of a player this console locked');
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await nextPromptFor(
        page,
        serials.filter((serial) => serial !== first),
      );
      await prompt.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByText('Players taking part: 0. Skipped: 2.').waitFor();
      const skipped = await dialog.getByTestId('rollout-skipped').innerText();
      expect(skipped).toContain('Locked with its own password, set in this console');
      expect(skipped).not.toContain('Locked by someone else');

      await dialog.getByRole('button', { name: 'Check players' }).click();
      const asked = await nextPromptFor(page, serials);
      await typePassword(page, 'not-the-password');
      await prompt.getByText('Wrong password: the device did not accept it. Enter it again.').waitFor();
      await typePassword(page, OWN_PASSWORD);
      // The other player is asked for in its turn, in a prompt of its own.
      await nextPromptFor(
        page,
        serials.filter((serial) => serial !== asked),
      );
      await typePassword(page, OWN_PASSWORD);
      await dialog.getByText('Players taking part: 2. Skipped: 0.').waitFor();
      await dialog.getByRole('button', { name: 'Start rollout' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });

    await test.step('the rollout opens them again with that password after their restart, asking nobody', async () => {
      for (const index of OWN_PLAYERS) {
        await rolloutRow(page, stack.playerIps[index], 'updated').waitFor({ timeout: 45_000 });
      }
      expect(await promptOf(page).count()).toBe(0);
      for (const index of OWN_PLAYERS) {
        const token = await fetch(`${baseAt(index)}/v1/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ grant_type: 'password', username: 'admin', password: OWN_PASSWORD }),
        });
        expect(token.status).toBe(200);
      }
    });

    await test.step('the drift check reads them with the password entered in this visit; after a reload it says who locked them', async () => {
      const drift = driftDialog(page);
      const checkOwn = async () => {
        await selectPlayers(page, OWN_PLAYERS.map(serialAt));
        await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
        await drift.getByRole('combobox', { name: 'Baseline player' }).click();
        await playerOption(page, stack.playerIps[ZIP_PLAYER]).click();
        await drift.getByRole('button', { name: 'Check', exact: true }).click();
      };
      await checkOwn();
      await expectText(page, /Could not be read: 0$/, 20_000);
      await drift.getByRole('button', { name: 'Close' }).click();

      await page.reload();
      await scanPlayers(page);
      await checkOwn();
      await expectText(page, /Could not be read: 2$/, 20_000);
      for (const line of await drift.getByTestId('drift-unreadable').all())
        expect(await line.innerText()).toContain('has its own password, set in this console');
      expect(await promptOf(page).count()).toBe(0);
    });
  });
});
