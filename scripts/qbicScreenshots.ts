// npx tsx scripts/qbicScreenshots.ts: the QBIC tab's newer screens as an administrator meets them (the rollout setup
// and live view, the drift check before and after, the whole player form and the status with results, a player off
// by its schedule and a player's history), scrolled to
// the top and to the bottom, in light and dark, English and German, 1366 and 768 px wide. Saved to
// e2e/out/screens/qbic/ for a person to look at. Uses the test build (E2E_REUSE_BUILD=1 keeps it).
import type { Locator, Page } from 'playwright-core';
import { openBrowser } from '../e2e/support/browser';
import { playerOption } from '../e2e/support/driftPage';
import { openPath, signIn } from '../e2e/support/journey';
import { serialAt, setPlayerPassword, writePlayer } from '../e2e/support/qbic';
import { screensStack, VARIANTS } from './screenLooks';

const OUT = 'e2e/out/screens/qbic';
const wanted = process.argv.slice(2);
const takes = (screen: string) => wanted.length === 0 || wanted.some((name) => screen.includes(name));

/** Scrolls the page and every scrolling box in it to the end. */
const scrollToBottom = (page: Page) =>
  page.evaluate(() => {
    for (const box of Array.from(document.querySelectorAll<HTMLElement>('*')))
      if (box.scrollHeight > box.clientHeight + 1) box.scrollTop = box.scrollHeight;
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
const scrollToTop = (page: Page) =>
  page.evaluate(() => {
    for (const box of Array.from(document.querySelectorAll<HTMLElement>('*'))) box.scrollTop = 0;
    window.scrollTo(0, 0);
  });

/** Shots at the top, with each of `middles` scrolled into view, and at the bottom. */
async function shoot(page: Page, name: string, middles: Locator[] = []) {
  const save = async (end: string) => {
    const file = `${OUT}/${name}-${end}.png`;
    await page.screenshot({ path: file, animations: 'disabled' });
    process.stdout.write(`${file}\n`);
  };
  await scrollToTop(page);
  await save('top');
  for (const [at, middle] of middles.entries()) {
    await middle.scrollIntoViewIfNeeded();
    await save(`middle${at + 1}`);
  }
  await scrollToBottom(page);
  await save('bottom');
}

const named = (english: string, german: string) => new RegExp(`^(${english}|${german})$`);
const player = (page: Page, index: number) => page.locator(`[data-testid="player-${serialAt(index)}"]`);

async function scan(page: Page, stackPlayers: number) {
  await openPath(page, stack.consoleUrl, '/kiosk/qbic');
  await page.getByRole('button', { name: named('Scan', 'Suchen') }).click();
  await player(page, stackPlayers - 1).waitFor({ timeout: 30_000 });
}

async function select(page: Page, indexes: number[]) {
  for (const index of indexes) await player(page, index).locator('input[type="checkbox"]').check();
}

const toolbarButton = (page: Page, english: string, german: string) =>
  page.getByRole('toolbar').getByRole('button', { name: named(english, german) });

async function rollout(page: Page, tag: string, version: number) {
  const panel = page.getByRole('region', { name: named('Update rollout', 'Update-Verteilung') });
  await panel.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `firmware-9.1.${version}.zip`,
    mimeType: 'application/zip',
    buffer: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(16 * 1024, 7)]),
  });
  await dialog.getByRole('button', { name: named('Check players', 'Player prüfen') }).click();
  await dialog.getByTestId('rollout-waves-preview').waitFor();
  await dialog.getByText(/^(Players taking part|Beteiligte Player)/).waitFor();
  await shoot(page, `rollout-setup-${tag}`);
  await dialog.getByRole('button', { name: named('Start rollout', 'Verteilung starten') }).click();
  await dialog.waitFor({ state: 'hidden' });
  await panel.getByTestId('rollout-stop').waitFor({ timeout: 60_000 });
  await shoot(page, `rollout-paused-${tag}`, [panel.locator('table')]);
  await panel.getByRole('button', { name: named('Abort', 'Verteilung abbrechen') }).click();
  const confirm = page.getByRole('dialog', {
    name: named('Abort the rollout\\?', 'Verteilung abbrechen\\?'),
  });
  await confirm.getByRole('button', { name: named('Accept', 'Akzeptieren') }).click();
  await page.getByText(/^(Aborted|Abgebrochen)/).waitFor();
  await shoot(page, `rollout-aborted-${tag}`, [panel.locator('table')]);
}

async function drift(page: Page, tag: string) {
  await scan(page, stack.playerIps.length);
  await select(page, [3, 6, 9, 1]);
  await toolbarButton(page, 'Check drift', 'Abweichungen prüfen').click();
  const dialog = page.getByTestId('drift-dialog');
  await dialog.getByRole('combobox', { name: /^(Baseline player|Vorlagen-Player)/ }).click();
  await playerOption(page, stack.playerIps[0]).click();
  await shoot(page, `drift-setup-${tag}`);
  await dialog.getByRole('button', { name: named('Check', 'Prüfen') }).click();
  await dialog.getByTestId('drift-summary').waitFor({ timeout: 30_000 });
  await shoot(page, `drift-result-${tag}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function tickAll(form: Locator) {
  for (const box of await form.locator('input[name^="enable-"]').all()) await box.check();
}

async function playerForm(page: Page, tag: string) {
  await scan(page, stack.playerIps.length);
  await select(page, [4]);
  await toolbarButton(page, 'Start configuration', 'Konfiguration starten').click();
  const form = page.getByRole('dialog');
  await form.locator('input[name="enable-wifi"]').waitFor({ timeout: 15_000 });
  await tickAll(form);
  await form.locator('input[name="wifiState"][value="enabled"]').check();
  await form.locator('input[name="wifiSecurity"][value="wpa2"]').check();
  await form.locator('input[name="devicePasswordAction"][value="set"]').check();
  await form.locator('input[name="firmwareSource"][value="zipUrl"]').check();
  await form.locator('input[name="scheduleRebootMode"][value="reboot"]').check();
  await form.locator('input[name="rebootOptimized"]').check();
  await form.locator('input[name="wifiSsid"]').fill('Floor 3 guests');
  await form.locator('input[name="devicePassword"]').fill('room-3-pw');
  await form.locator('input[name="devicePasswordConfirm"]').fill('room-3-px');
  await form.locator('input[name="appPackage"]').fill('com.example');
  await form.locator('input[name="firmwareZipUrl"]').fill('https://files.example/firmware-9.2.bin');
  await form.locator('input[name="firmwareZipUrl"]').blur();
  await shoot(page, `form-${tag}`, [
    form.getByTestId('group-firmware'),
    form.getByTestId('group-schedulePowerMode'),
  ]);

  await page.reload();
  await scan(page, stack.playerIps.length);
  await select(page, [6, 7]);
  await toolbarButton(page, 'Start configuration', 'Konfiguration starten').click();
  await form.locator('input[name="enable-wifi"]').waitFor({ timeout: 15_000 });
  await stack.setPlayerFault(stack.playerIps[7], { offline: true });
  await form.locator('input[name="enable-wifi"]').check();
  await form.locator('input[name="wifiState"][value="enabled"]').check();
  await form.locator('input[name="wifiSecurity"][value="none"]').check();
  await form.locator('input[name="wifiSsid"]').fill('Floor 3 guests, second building');
  await form.locator('input[name="enable-appControl"]').check();
  await form.locator('input[name="appPackage"]').fill('com.example.signage.player');
  await form.locator('input[name="appClass"]').fill('.MainActivity');
  await form.getByRole('button', { name: named('Start', 'Starten') }).click();
  const status = page.locator('[data-testid="configuration-status"][data-done="true"]');
  await status.waitFor({ timeout: 60_000 });
  await shoot(page, `status-${tag}`);
}

/** Off since an hour ago, on again in an hour, in the browser's own time: off now. */
const offNow = async (page: Page) => {
  // Only plain expressions run in the page: the script's bundler names inner functions with a helper it lacks.
  const [on, off] = await page.evaluate(() =>
    [60, -60].map((minutes) => new Date(Date.now() + minutes * 60_000).toTimeString().slice(0, 5)),
  );
  return { schedule_reboot_mode: 'onoff', schedule_on_time: on, schedule_off_time: off };
};

/** A silent player its own schedule has off now, after a lock: its row says until when, then its history. */
let scheduled = false;
async function offSchedule(page: Page, tag: string) {
  const silent = stack.playerIps[5];
  // Once: the schedule stays on the player, the lock in the activity log, and a locked player refuses a write.
  if (!scheduled) {
    await writePlayer(`http://${silent}:${stack.devicePort}`, { settings: await offNow(page) });
    await scan(page, stack.playerIps.length);
    await page
      .locator('tbody tr .MuiCircularProgress-root')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
    await select(page, [5]);
    await toolbarButton(page, 'Lock', 'Sperren').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: named('Close', 'Schließen') })
      .click();
    scheduled = true;
  }
  // A fresh page lists the players seen before, not checked yet, until the scan.
  await openPath(page, stack.consoleUrl, '/kiosk/qbic');
  await player(page, 5).locator('[data-status="unchecked"]').waitFor({ timeout: 15_000 });
  await shoot(page, `remembered-${tag}`, [player(page, 5)]);
  await stack.setPlayerFault(silent, { offline: true });
  await page.getByRole('button', { name: named('Scan', 'Suchen') }).click();
  await page.getByTestId('scan-scheduled-off').waitFor({ timeout: 30_000 });
  await shoot(page, `off-schedule-${tag}`, [player(page, 5)]);
  await player(page, 5)
    .getByRole('button', { name: /^(History of|Verlauf von) / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('player-history').waitFor({ timeout: 15_000 });
  await shoot(page, `history-${tag}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

const stack = await screensStack(OUT);
try {
  const baseAt = (index: number) => `http://${stack.playerIps[index]}:${stack.devicePort}`;
  await writePlayer(baseAt(6), { volume: { stream_music: 15 } });
  await writePlayer(baseAt(9), {
    settings: {
      play_group: 'Basement',
      smil_content_url: 'https://signs.example/old/very/long/path/index.smil',
    },
  });
  await setPlayerPassword(baseAt(1), serialAt(1), 'owner-shots-1');
  await stack.setPlayerFault(stack.playerIps[2], { firmwareNotApplied: true });
  let version = 0;
  for (const variant of VARIANTS) {
    const tag = variant.tag;
    const browser = await openBrowser(variant);
    const page = await browser.context.newPage();
    await signIn(page, stack.consoleUrl, 'admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const steps = [
      ['drift', drift],
      ['form', playerForm],
      ['offSchedule', offSchedule],
      [
        'rollout',
        (p: Page, t: string) => scan(p, stack.playerIps.length).then(() => rollout(p, t, version++)),
      ],
    ] as const;
    for (const [name, step] of steps)
      if (takes(name))
        await step(page, tag)
          .catch((error: Error) =>
            process.stderr.write(`${name}-${tag}: not taken: ${error.message.split('\n')[0]}\n`),
          )
          .finally(() =>
            Promise.all([7, 5].map((index) => stack.setPlayerFault(stack.playerIps[index], null))),
          );
    await browser.close();
  }
} finally {
  await stack.close();
}
