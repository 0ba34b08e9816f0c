import { expectAccessible } from './support/accessibility';
import { coverAddressesForFile } from './support/fileRanges';
import { expectText } from './support/journey';
import { expect, test } from './support/test';

/**
 * Players seen before are not dropped when they stop answering: after a reload, a scan lists a silent player again,
 * "Not answering since" when it was last seen, and the scan's result names it by name and address.
 */
test.use({ stackOptions: { players: 3 } });

test('a player that stops answering stays listed after a reload, with when it was last seen, and the scan names it', async ({
  page,
  stack,
}) => {
  const { playerIps, setPlayerFault } = stack;
  await coverAddressesForFile(stack, playerIps, 'Remembered players');
  await page.goto('/kiosk/qbic');
  const scan = page.getByRole('button', { name: 'Scan', exact: true });
  await scan.click();
  await expectText(page, /Scan finished: 3 players found/, 20_000);
  const silentRow = page.locator('tbody tr', { hasText: playerIps[1] });
  const name = (await silentRow.locator('td').nth(2).innerText()).trim();
  expect(await page.getByTestId('scan-silent').count()).toBe(0);

  await setPlayerFault(playerIps[1], { offline: true });
  await page.reload();
  await scan.click();
  await expectText(page, /Scan finished: 2 players found/, 20_000);
  await expect(page.getByTestId('scan-silent')).toHaveText(`Not answering: ${name} (${playerIps[1]}).`);
  await expect(silentRow).toBeVisible();
  await expect(silentRow.getByTestId('not-answering-since')).toHaveText(
    /^Not answering since \w{3} \d+, \d{4}/,
  );
  await expect(silentRow.locator('[data-status]')).toHaveAttribute('data-status', 'offline');
  await expectAccessible(page, 'QBIC tab with a player that does not answer');

  // Back on the network: found again, and nothing says it is silent any more.
  await setPlayerFault(playerIps[1], null);
  await scan.click();
  await expectText(page, /Scan finished: 3 players found/, 20_000);
  expect(await page.getByTestId('scan-silent').count()).toBe(0);
  expect(await silentRow.getByTestId('not-answering-since').count()).toBe(0);
});
