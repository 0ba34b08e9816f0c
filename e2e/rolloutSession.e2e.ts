import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectCentralLogin } from './support/centralLogin';
import { expectText, submitSignIn } from './support/journey';
import { readPlayer } from './support/qbic';
import { scanPlayers } from './support/qbicPage';
import {
  firmwareFile,
  rolloutJourney,
  rolloutPanel,
  rolloutRow,
  startRolloutOfAll,
  type UpdateFile,
} from './support/rollout';
import { storeSession } from './support/session';
import { expectRoute, tokenOf } from './support/shell';
import { expect, test, type JourneyStack } from './support/test';

/** Players are listed by address: waves of 1, 2, 6 and 3; the sixth player is in the middle of wave 3. */
const SLOW = 5;

/** Starts a rollout of `file` and waits until wave 3 is under way, its slow player restarting. */
async function startUntilMidWave3(page: Page, { playerIps, setPlayerFault }: JourneyStack, file: UpdateFile) {
  // Held down after its restart until the fault is cleared: wave 3 stays open while the session ends and begins
  // again, however long that takes.
  await setPlayerFault(playerIps[SLOW], { noReturnAfterReboot: true });
  await scanPlayers(page);
  await startRolloutOfAll(page, file, playerIps.length);
  await rolloutRow(page, playerIps[SLOW], 'rebooting').waitFor({ timeout: 30_000 });
}

/** Back on the QBIC tab after signing in again: the rollout is where it was, and resuming it finishes it. */
async function expectResumedToTheEnd(
  page: Page,
  { playerIps, devicePort, setPlayerFault, uploadsReceived }: JourneyStack,
  file: UpdateFile,
  uploadsBefore: number[],
) {
  const baseAt = (index: number) => `http://${playerIps[index]}:${devicePort}`;
  await expectRoute(page, '/kiosk/qbic');
  await expectText(
    page,
    'Interrupted in wave 3: the page was closed or reloaded, or the session ended. Resume to continue.',
  );
  // Where it was: the first waves updated, the slow player restarting, the last wave not touched.
  for (const index of [0, 1, 2])
    expect(await rolloutRow(page, playerIps[index]).getAttribute('data-phase')).toBe('updated');
  expect(await rolloutRow(page, playerIps[SLOW]).getAttribute('data-phase')).toBe('rebooting');
  for (const index of [9, 10, 11])
    expect(await rolloutRow(page, playerIps[index]).getAttribute('data-phase')).toBe('waiting');
  // The person who started it is back: nobody else's name.
  expect(await rolloutPanel(page).getByTestId('rollout-owner').count()).toBe(0);
  await setPlayerFault(playerIps[SLOW], null);
  await rolloutPanel(page).locator('input[type="file"]').setInputFiles(file);
  await expectText(page, 'Finished.', 60_000);
  const version = /(\d+\.\d+\.\d+)/.exec(file.name)?.[1];
  for (const [index, ip] of playerIps.entries()) {
    expect(await rolloutRow(page, ip).getAttribute('data-phase')).toBe('updated');
    expect((await readPlayer(baseAt(index))).firmwareVersion).toBe(version);
    // Each player received the file once in this rollout: none was sent it again on resume.
    expect(uploadsReceived(ip).firmware - uploadsBefore[index], `uploads to ${ip}`).toBe(1);
  }
}

const uploadsNow = ({ playerIps, uploadsReceived }: JourneyStack) =>
  playerIps.map((ip) => uploadsReceived(ip).firmware);

test.describe('a rollout survives the session', () => {
  test('is found where it was after signing out in the middle of a wave and signing in again, and resumes to the end', async ({
    page,
    stack,
  }) => {
    // A session of this test's own, since the test ends it (the file's other tests keep theirs).
    await storeSession(page, stack, 'admin');
    await rolloutJourney(page, stack, 'Rollout session journey');
    const file = firmwareFile('9.2.0');
    const before = uploadsNow(stack);
    await startUntilMidWave3(page, stack, file);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect((await expectCentralLogin(page, stack.mockUrl)).returnUrl).toBe('/kiosk/qbic');
    await submitSignIn(page, 'admin');
    await expectResumedToTheEnd(page, stack, file, before);
    // The finished rollout is closed: the panel offers a new one.
    await rolloutPanel(page).getByRole('button', { name: 'Close' }).click();
  });

  test('is found where it was after the server ended the session in the middle of a wave', async ({
    page,
    stack,
  }) => {
    // A session of this test's own, since the test ends it (the file's other tests keep theirs).
    await storeSession(page, stack, 'admin');
    await rolloutJourney(page, stack, 'Rollout session journey');
    const file = firmwareFile('9.3.0');
    const before = uploadsNow(stack);
    await startUntilMidWave3(page, stack, file);
    const revoked = await fetch(`${stack.mockUrl}/rest/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(revoked.status).toBe(200);
    // Coming back to the tab checks the session (001 §4): the server refuses it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByTestId('session-inactive');
    await dialog.getByText('Your session has ended').waitFor();
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    expect((await expectCentralLogin(page, stack.mockUrl)).returnUrl).toBe('/kiosk/qbic');
    await submitSignIn(page, 'admin');
    await expectResumedToTheEnd(page, stack, file, before);
    await expectAccessible(page, 'rollout finished after a lost session');
  });
});
