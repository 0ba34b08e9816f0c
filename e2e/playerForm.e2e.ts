import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { openBrowser, type Browser } from './support/browser';
import { boxOf } from './support/boxes';
import { coverAddressesForFile } from './support/fileRanges';
import { fileStack } from './support/fileStack';
import { expectText, openPath, signedInBlankPage } from './support/journey';
import { serialAt, setPlayerPassword } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';

const stack = await fileStack();

const { consoleUrl, mockUrl, devicePort, playerIps, setPlayerFault } = stack;
/**
 * One player whose login is read back, and three of which the last goes offline (players of the fleet, by index;
 * none of the three is a Mini Display, which cannot be configured with others).
 */
const ONE = 2;
const THREE = [3, 4, 6];
const OFFLINE = THREE[2];
const OWN_PASSWORD = 'journey-pw1';
const ipAt = (index: number) => playerIps[index];
const baseAt = (index: number) => `http://${ipAt(index)}:${devicePort}`;

coverAddressesForFile(mockUrl, [ONE, ...THREE].map(ipAt), 'Player form journey');

let browser: Browser;
let page: Page;

/** A direct call to a player with the given password, as its owner would make it. */
async function playerCall(index: number, password: string, path: string, init: RequestInit = {}) {
  const answer = await fetch(`${baseAt(index)}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
  });
  if (answer.status !== 200) throw new Error(`${baseAt(index)} refuses that password`);
  const { access_token: bearer } = (await answer.json()) as { access_token: string };
  const headers = { ...init.headers, authorization: `Bearer ${bearer}` };
  return fetch(`${baseAt(index)}${path}`, { ...init, headers });
}

/** Stores a login on the player the way the console does (config_logon.xml by remote file upload). */
async function storeLogin(index: number, username: string, password: string): Promise<void> {
  const form = new FormData();
  form.append('filename', 'config_logon.xml');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<config_logon>\n  <username>${username}</username>\n  <password>${password}</password>\n</config_logon>\n`;
  form.append('file', new Blob([xml], { type: 'application/xml' }), 'config_logon.xml');
  const answer = await playerCall(index, '12345678', '/v1/task/remote_upload_file', {
    method: 'POST',
    body: form,
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  for (const index of [ONE, ...THREE]) await setPlayerPassword(baseAt(index), serialAt(index), null);
  await storeLogin(ONE, 'kiosk', 'login-s3cret');
  browser = await openBrowser({ colorScheme: 'dark' });
  // Signed in on a blank address: each test loads the players page afresh.
  page = await signedInBlankPage(browser, consoleUrl);
});
afterAll(async () => {
  await browser?.close();
  await setPlayerFault(ipAt(OFFLINE), null);
  for (const index of [ONE, ...THREE])
    await setPlayerPassword(baseAt(index), serialAt(index), null, [OWN_PASSWORD]).catch(() => undefined);
});

async function openConfiguration(indexes: readonly number[]): Promise<void> {
  await openPath(page, consoleUrl, '/kiosk/qbic');
  await scanPlayers(page);
  await selectPlayers(page, indexes.map(serialAt));
  await page.getByRole('toolbar').getByRole('button', { name: 'Start configuration' }).click();
}

const form = () => page.getByRole('dialog', { name: /Start configuration/ });
const tick = (group: string) => form().getByRole('checkbox', { name: group, exact: true }).check();
/** A radio button of one group of the form (several groups have an "On"-like choice). */
const radio = (group: string, name: string) =>
  form().getByTestId(`group-${group}`).getByRole('radio', { name, exact: true });

async function finishedStatus(timeout = 45_000): Promise<Locator> {
  const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
  await status.waitFor({ timeout });
  return status;
}

/** Accepts the device password confirm once it shows, after checking it. */
async function acceptPasswordConfirm(): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Change the device password?' });
  await confirm.waitFor();
  await expectAccessible(page, 'QBIC device password confirm');
  await confirm.getByRole('button', { name: 'Accept' }).click();
}

describe('QBIC players: the whole player form', () => {
  it("reads one player's login back, changes its Wi-Fi and device password, starts an app, and shows each result", async () => {
    await openConfiguration([ONE]);
    const username = form().getByRole('textbox', { name: 'User name' });
    await expect.poll(() => username.inputValue(), { timeout: 10_000 }).toBe('kiosk');
    expect(await form().getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await form().getByText('login-s3cret').count()).toBe(0);
    await expectText(page, /A password is set on this player and is never shown/);
    expect(await form().getByTestId('wifi-reported').innerText()).toBe('The player reports Wi-Fi Off.');

    // A box inside a group starts on the line of the group's own box, as the radio buttons do.
    await tick('Schedule power mode');
    const groupBox = await boxOf(form().locator('input[name="enable-schedulePowerMode"]'));
    const optimised = await boxOf(form().getByRole('checkbox', { name: 'Optimised restart' }));
    expect(
      Math.abs(optimised.x - groupBox.x),
      'the optimised restart box against its group box',
    ).toBeLessThan(3);
    await form().getByRole('checkbox', { name: 'Schedule power mode', exact: true }).uncheck();

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
    await expectText(page, 'The two passwords differ');
    expect(await form().getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
    await form().getByLabel('Repeat the device password').fill(OWN_PASSWORD);
    await expectAccessible(page, 'QBIC whole player form');
    await form().getByRole('button', { name: 'Start' }).click();
    await acceptPasswordConfirm();

    const status = await finishedStatus();
    await expectText(page, 'Succeeded: 1');
    const results = await status.getByTestId('player-results').innerText();
    expect(results).toContain('Wi-Fi On (Journey Wi-Fi)');
    expect(results).toContain('App com.example.signage started');
    expect(results).toContain('QBIC security');
    await expectAccessible(page, 'QBIC configuration status with results');
    await status.getByRole('button', { name: 'Close' }).click();

    // The player holds it all: its own password opens it, the factory one no longer does, the Wi-Fi is set.
    await expect(playerCall(ONE, '12345678', '/v1/info')).rejects.toThrow(/refuses/);
    const network = await playerCall(ONE, OWN_PASSWORD, '/v1/wifi/network');
    expect(((await network.json()) as { results: { ssid: string } }).results.ssid).toBe('Journey Wi-Fi');
  });

  it('configures three players with one offline: two get Wi-Fi, the app stopped and the password removed, one says why not', async () => {
    await openConfiguration(THREE);
    await form().getByRole('checkbox', { name: 'Wi-Fi' }).waitFor();
    expect(await form().getByRole('textbox', { name: 'User name' }).inputValue()).toBe('');
    await setPlayerFault(ipAt(OFFLINE), { offline: true });

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
      expect(text).toContain('Wi-Fi On (Fleet Wi-Fi)');
      expect(text).toContain('App com.example.signage stopped');
    }
    await expectAccessible(page, 'QBIC configuration status, one player offline');
    await status.getByRole('button', { name: 'Close' }).click();

    for (const index of THREE.slice(0, 2)) {
      const network = await playerCall(index, '12345678', '/v1/wifi/network');
      expect(((await network.json()) as { results: { ssid: string } }).results.ssid).toBe('Fleet Wi-Fi');
    }
    await setPlayerFault(ipAt(OFFLINE), null);
    const untouched = await playerCall(OFFLINE, '12345678', '/v1/wifi/network');
    expect(((await untouched.json()) as { results: { ssid: string } }).results.ssid).toBe('');
  });
});
