import { expectAccessible } from './support/accessibility';
import { expectText } from './support/journey';
import { focused, tabTo } from './support/keyboard';
import { serialAt } from './support/qbic';
import { playerRow, scanPlayers, selectPlayers } from './support/qbicPage';
import { firmwareFile, rolloutJourney, rolloutPanel, startRolloutOfSelected } from './support/rollout';
import { expect, test } from './support/test';

/**
 * The QBIC tab with the keyboard alone: a player's history opens with Enter, closes with Escape with the focus back on
 * the button that opened it, and leads to the activity log; another computer's rollout is shown in the card with
 * "Show here", the focus then on the card's status, which names the rollout now shown.
 */
test.use({ stackOptions: { players: 3 } });

const RUNNING_ELSEWHERE = 'Running on another computer (Alex Morgan): wave 1.';

test('a player’s history opens, closes and leads to the activity log with the keyboard alone', async ({
  page,
  stack,
}) => {
  await rolloutJourney(page, stack, 'Players by keyboard');
  await scanPlayers(page);
  const name = (await playerRow(page, serialAt(2)).locator('td').nth(2).innerText()).trim();
  const history = `button "History of ${name}"`;
  const dialog = page.getByRole('dialog', { name: `History of ${name}` });

  await page.getByRole('button', { name: 'Scan', exact: true }).focus();
  await tabTo(page, history, { limit: 40 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The focus is in the dialog, on its button: Enter or Escape closes it at once.
  expect(await focused(page)).toBe('button "OK"');
  await expectAccessible(page, 'a player’s history opened with the keyboard');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toBe(history);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, 'link "Open in the activity log"', { limit: 4, backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activity\?/);
  await expect(page.getByRole('textbox', { name: 'Target (name or ID)' })).toHaveValue(serialAt(2));
});

test('another computer’s rollout is shown here with the keyboard alone, the focus on the card’s status', async ({
  page,
  stack,
  openPerson,
}) => {
  const { playerIps, setPlayerFault } = stack;
  await rolloutJourney(page, stack, 'Players by keyboard');
  // Each rollout's canary stays down after its restart: its first wave lasts for the whole test.
  await setPlayerFault(playerIps[0], { noReturnAfterReboot: true });
  await setPlayerFault(playerIps[1], { noReturnAfterReboot: true });
  await scanPlayers(page);
  await selectPlayers(page, [serialAt(0)]);
  await startRolloutOfSelected(page, firmwareFile('9.3.0'), 1);
  await expectText(page, 'Running wave 1.');

  const second = await (await openPerson()).newPage();
  await second.goto('/kiosk/qbic');
  await expect(rolloutPanel(second).getByTestId('rollout-status')).toHaveText(RUNNING_ELSEWHERE, {
    timeout: 30_000,
  });
  await scanPlayers(second);
  await selectPlayers(second, [serialAt(1)]);
  await startRolloutOfSelected(second, firmwareFile('9.5.0'), 1);
  await expect(rolloutPanel(second).getByTestId('rollout-status')).toHaveText('Running wave 1.');

  const third = await (await openPerson()).newPage();
  await third.goto('/kiosk/qbic');
  const panel = rolloutPanel(third);
  const shown = (file: string) => panel.getByText(`${file} (Firmware)`, { exact: true });
  await expect(panel.getByTestId('rollout-status')).toHaveText(RUNNING_ELSEWHERE, { timeout: 30_000 });
  await expect(shown('firmware-9.3.0.zip')).toBeVisible();
  await expect(panel.getByTestId('rollout-other')).toContainText('firmware-9.5.0.zip');
  await expectAccessible(third, 'two rollouts of other computers, one shown in the card');

  await test.step('Tab reaches "Show here", Enter shows that rollout and the focus goes to the card’s status', async () => {
    await tabTo(third, 'button "Show here"', { limit: 80 });
    await third.keyboard.press('Enter');
    await expect(shown('firmware-9.5.0.zip')).toBeVisible();
    expect(await focused(third)).toBe(`status: "${RUNNING_ELSEWHERE}"`);
    await expect(panel.getByTestId('rollout-other')).toContainText('firmware-9.3.0.zip');
    await expectAccessible(third, 'another computer’s rollout shown here with the keyboard');
  });

  await test.step('the first rollout, now a line of its own, is shown again the same way', async () => {
    await tabTo(third, 'button "Show here"', { limit: 10 });
    await third.keyboard.press('Enter');
    await expect(shown('firmware-9.3.0.zip')).toBeVisible();
    expect(await focused(third)).toBe(`status: "${RUNNING_ELSEWHERE}"`);
  });
  for (const ip of playerIps.slice(0, 2)) await setPlayerFault(ip, null);
});
