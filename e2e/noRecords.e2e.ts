import { expectAccessible } from './support/accessibility';
import { driftDialog, playerOption } from './support/driftPage';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { serialAt, setPlayerPassword, writePlayer } from './support/qbic';
import { scanPlayers, selectPlayers } from './support/qbicPage';
import { expect, test } from './support/test';

/** A platform that keeps no records: its config.json names no recordsUrl. */
test.use({ stackOptions: { records: false } });

const NO_RECORDS = 'This platform keeps no shared records, so this is not available here.';
const SOURCE_SELECT = /^Baseline (A chosen player|A saved baseline|The last bulk sheet pushed)$/;

test.describe('A platform without records', () => {
  test('the rollout card and the drift check say in place what is not kept here, and the drift check still checks against a player', async ({
    page,
    stack,
  }) => {
    const [baseline, other] = [0, 3];
    for (const index of [baseline, other]) {
      const base = `http://${stack.playerIps[index]}:${stack.devicePort}`;
      await setPlayerPassword(base, serialAt(index), null);
      await writePlayer(base, { volume: { stream_music: 30 } });
    }
    await coverAddressesForFile(stack, [stack.playerIps[baseline], stack.playerIps[other]], 'No records');
    await page.goto('/kiosk/qbic');
    // A rollout is kept in this browser, as before records, and the card says that nobody else sees it.
    await expect(page.getByTestId('rollout-local-only')).toHaveText(
      'This platform keeps no shared records: this rollout is kept in this browser only, and colleagues on other computers cannot see it.',
    );
    await scanPlayers(page);
    await selectPlayers(page, [serialAt(other)]);
    await page.getByRole('toolbar').getByRole('button', { name: 'Check drift' }).click();
    const dialog = driftDialog(page);

    for (const source of ['A saved baseline', 'The last bulk sheet pushed']) {
      await dialog.getByRole('combobox', { name: SOURCE_SELECT }).click();
      await page.getByRole('option', { name: source, exact: true }).click();
      const notice = dialog.getByRole('alert').filter({ hasText: NO_RECORDS });
      await expect(notice, `${source}: the notice`).toBeVisible();
      // A notice of how this platform is, not an error.
      await expect(notice).toHaveClass(/MuiAlert-standardInfo/);
    }
    await expectAccessible(page, 'QBIC drift without records');

    await dialog.getByRole('combobox', { name: SOURCE_SELECT }).click();
    await page.getByRole('option', { name: 'A chosen player', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Baseline player' }).click();
    await playerOption(page, stack.playerIps[baseline]).click();
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await expectText(page, 'Differ: 0 · Match: 1 · Could not be read: 0', 20_000);
  });
});
