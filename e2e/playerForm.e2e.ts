import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { boxOf } from './support/boxes';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { serialAt, setPlayerPassword } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test, type JourneyStack } from './support/test';

test.use({ colorScheme: 'dark' });

/**
 * One player whose login is read back, and three of which the last goes offline (players of the fleet, by index;
 * none of the three is a Mini Display, which cannot be configured with others).
 */
const ONE = 2;
const THREE = [3, 4, 6];
const OFFLINE = THREE[2];
const OWN_PASSWORD = 'journey-pw1';

/** A direct call to a player with the given password, as its owner would make it. */
async function playerCall(base: string, password: string, path: string, init: RequestInit = {}) {
  const answer = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
  });
  if (answer.status !== 200) throw new Error(`${base} refuses that password`);
  const { access_token: bearer } = (await answer.json()) as { access_token: string };
  const headers = { ...init.headers, authorization: `Bearer ${bearer}` };
  return fetch(`${base}${path}`, { ...init, headers });
}

/** Stores a login on the player the way the console does (config_logon.xml by remote file upload). */
async function storeLogin(base: string, username: string, password: string): Promise<void> {
  const form = new FormData();
  form.append('filename', 'config_logon.xml');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<config_logon>\n  <username>${username}</username>\n  <password>${password}</password>\n</config_logon>\n`;
  form.append('file', new Blob([xml], { type: 'application/xml' }), 'config_logon.xml');
  const answer = await playerCall(base, '12345678', '/v1/task/remote_upload_file', {
    method: 'POST',
    body: form,
  });
  expect(answer.status).toBe(200);
}

/**
 * The file's players, made ready once for its tests: factory passwords, a login stored on ONE, a range over them.
 * Answers how a test reaches them.
 */
async function players(stack: JourneyStack) {
  const ipAt = (index: number) => stack.playerIps[index];
  const baseAt = (index: number) => `http://${ipAt(index)}:${stack.devicePort}`;
  await stack.once('players', async () => {
    for (const index of [ONE, ...THREE]) await setPlayerPassword(baseAt(index), serialAt(index), null);
    await storeLogin(baseAt(ONE), 'kiosk', 'login-s3cret');
  });
  await coverAddressesForFile(stack, [ONE, ...THREE].map(ipAt), 'Player form journey');
  const call = (index: number, password: string, path: string) => playerCall(baseAt(index), password, path);
  return { ipAt, call };
}

async function openConfiguration(page: Page, indexes: readonly number[]): Promise<void> {
  await page.goto('/kiosk/qbic');
  await scanPlayers(page);
  await selectPlayers(page, indexes.map(serialAt));
  await page.getByRole('toolbar').getByRole('button', { name: 'Start configuration' }).click();
}

/** The player form of the page, its boxes and radio buttons, and its status once finished. */
function formOf(page: Page) {
  const form = () => page.getByRole('dialog', { name: /Start configuration/ });
  return {
    form,
    tick: (group: string) => form().getByRole('checkbox', { name: group, exact: true }).check(),
    /** A radio button of one group of the form (several groups have an "On"-like choice). */
    radio: (group: string, name: string) =>
      form().getByTestId(`group-${group}`).getByRole('radio', { name, exact: true }),
    async finishedStatus(timeout = 45_000): Promise<Locator> {
      const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
      await status.waitFor({ timeout });
      return status;
    },
    /** Accepts the device password confirm once it shows, after checking it. */
    async acceptPasswordConfirm(): Promise<void> {
      const confirm = page.getByRole('dialog', { name: 'Change the device password?' });
      await confirm.waitFor();
      await expectAccessible(page, 'QBIC device password confirm');
      await confirm.getByRole('button', { name: 'Accept' }).click();
    },
  };
}

test.describe('QBIC players: the whole player form', () => {
  test("reads one player's login back, changes its Wi-Fi and device password, starts an app, and shows each result", async ({
    page,
    stack,
  }) => {
    const { call } = await players(stack);
    const { form, tick, radio, finishedStatus, acceptPasswordConfirm } = formOf(page);
    await openConfiguration(page, [ONE]);
    const username = form().getByRole('textbox', { name: 'User name' });
    await expect.poll(() => username.inputValue(), { timeout: 10_000 }).toBe('kiosk');
    expect(await form().getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await form().getByText('login-s3cret').count()).toBe(0);
    await expectText(page, /A password is set on this player and is never shown/);
    expect(await form().getByTestId('wifi-reported').innerText()).toBe('The player says Wi-Fi is off.');

    // A box inside a group starts on the line of the group's own box, as the radio buttons do.
    await tick('Power schedule');
    const groupBox = await boxOf(form().locator('input[name="enable-schedulePowerMode"]'));
    const optimised = await boxOf(form().getByRole('checkbox', { name: 'Optimized restart' }));
    expect(
      Math.abs(optimised.x - groupBox.x),
      'the optimised restart box against its group box',
    ).toBeLessThan(3);
    await form().getByRole('checkbox', { name: 'Power schedule', exact: true }).uncheck();

    await tick('Wi-Fi');
    await radio('wifi', 'On').check();
    await radio('wifi', 'WPA2').check();
    await form().getByRole('textbox', { name: 'Network name' }).fill('Journey Wi-Fi');
    await form().getByLabel('Network password').fill('wifi-pass-1');
    await tick('Start or stop an app');
    await form().getByRole('textbox', { name: 'Package name' }).fill('com.example.signage');
    await form().getByRole('textbox', { name: 'Class name' }).fill('.MainActivity');
    await tick('QBIC security');
    await radio('qbicSecurity', 'Set or change').check();
    await form().getByLabel('Device password', { exact: true }).fill(OWN_PASSWORD);
    await form().getByLabel('Repeat the device password').fill('journey-pw2');
    await expectText(page, 'The passwords do not match');
    expect(await form().getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    // The disabled Start says what holds it, beside it and as its description.
    await expect(form().getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(
      'Still to complete: QBIC security.',
    );
    await form().getByLabel('Repeat the device password').fill(OWN_PASSWORD);
    await expectAccessible(page, 'QBIC whole player form');
    await form().getByRole('button', { name: 'Start' }).click();
    await acceptPasswordConfirm();

    const status = await finishedStatus();
    await expectText(page, 'Succeeded: 1');
    const results = await status.getByTestId('player-results').innerText();
    expect(results).toContain('Wi-Fi on (Journey Wi-Fi)');
    expect(results).toContain('App com.example.signage started');
    expect(results).toContain('QBIC security');
    await expectAccessible(page, 'QBIC configuration status with results');
    await status.getByRole('button', { name: 'Close' }).click();

    // The player holds it all: its own password opens it, the factory one no longer does, the Wi-Fi is set.
    await expect(call(ONE, '12345678', '/v1/info')).rejects.toThrow(/refuses/);
    const network = await call(ONE, OWN_PASSWORD, '/v1/wifi/network');
    expect(((await network.json()) as { results: { ssid: string } }).results.ssid).toBe('Journey Wi-Fi');
  });

  test('configures three players with one offline: two get Wi-Fi, the app stopped and the password removed, one says why not', async ({
    page,
    stack,
  }) => {
    const { ipAt, call } = await players(stack);
    const { form, tick, radio, finishedStatus, acceptPasswordConfirm } = formOf(page);
    await openConfiguration(page, THREE);
    await form().getByRole('checkbox', { name: 'Wi-Fi' }).waitFor();
    expect(await form().getByRole('textbox', { name: 'User name' }).inputValue()).toBe('');
    await stack.setPlayerFault(ipAt(OFFLINE), { offline: true });

    await tick('Wi-Fi');
    await radio('wifi', 'Open network').check();
    await form().getByRole('textbox', { name: 'Network name' }).fill('Fleet Wi-Fi');
    await tick('Start or stop an app');
    await radio('appControl', 'Stop').check();
    await form().getByRole('textbox', { name: 'Package name' }).fill('com.example.signage');
    await tick('QBIC security');
    await radio('qbicSecurity', 'Remove').check();
    await form().getByRole('button', { name: 'Start' }).click();
    await acceptPasswordConfirm();

    const status = await finishedStatus();
    await expectText(page, 'Succeeded: 2');
    await expectText(page, 'Failed: 1');
    const errors = status.getByTestId('player-errors');
    expect(await errors.count()).toBe(1);
    expect(await errors.getAttribute('data-ip')).toBe(ipAt(OFFLINE));
    // The players page had signed in to it before it went offline: the first step it misses says so.
    expect(await errors.innerText()).toMatch(
      /Offline or restarting|Wi-Fi: The device does not answer\. Check that it is switched on and on the network\./,
    );
    const results = status.getByTestId('player-results');
    expect(await results.count()).toBe(2);
    for (const text of await results.allInnerTexts()) {
      expect(text).toContain('Wi-Fi on (Fleet Wi-Fi)');
      expect(text).toContain('App com.example.signage stopped');
    }
    await expectAccessible(page, 'QBIC configuration status, one player offline');
    await status.getByRole('button', { name: 'Close' }).click();

    for (const index of THREE.slice(0, 2)) {
      const network = await call(index, '12345678', '/v1/wifi/network');
      expect(((await network.json()) as { results: { ssid: string } }).results.ssid).toBe('Fleet Wi-Fi');
    }
    await stack.setPlayerFault(ipAt(OFFLINE), null);
    const untouched = await call(OFFLINE, '12345678', '/v1/wifi/network');
    expect(((await untouched.json()) as { results: { ssid: string } }).results.ssid).toBe('');
  });
});
