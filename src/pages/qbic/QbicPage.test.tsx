import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { derivedPassword } from '../../players';
import { renderInAdmin } from '../../test/renderInAdmin';
import { fakeFleet, type FakePlayer } from '../../test/fakeFleet';
import { QbicPage } from './QbicPage';

const RANGE = { rangeId: 'r1', name: 'Lab', firstIp: '10.0.0.1', lastIp: '10.0.0.3' };

async function setup({ security = true, players }: { security?: boolean; players?: FakePlayer[] } = {}) {
  const fleet = fakeFleet(
    players ?? [
      { serial: 'QB1', name: 'Reception', password: '12345678', online: true },
      { serial: 'QB2', name: 'Lobby', password: '12345678', online: true },
      { serial: 'QB3', name: 'Hall', password: 'their-own', online: true },
    ],
  );
  const dataProvider = {
    ipRanges: vi.fn(async () => [RANGE]),
    deleteIpRange: vi.fn(async () => undefined),
    tenantSettings: vi.fn(async () => ({ enableQbicSecurity: security })),
  };
  await renderInAdmin(<QbicPage environment={fleet.environment} />, { dataProvider });
  return { ...fleet, dataProvider };
}

async function scanned() {
  const button = await screen.findByRole('button', { name: 'Scan' });
  await screen.findByText('Lab');
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  await screen.findByText('Scan finished: 3 players found (addresses scanned: 3).');
}

const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
const bar = () => screen.getByRole('toolbar', { name: 'Actions on the selected players' });

describe('QBIC tab', { timeout: 30_000 }, () => {
  it('scans the ranges into a list with status, protection and versions, and keeps the count', async () => {
    await setup();
    await scanned();
    const hall = screen.getByTestId('player-QB3');
    expect(within(hall).getByText('Locked')).toBeTruthy();
    expect(within(hall).getByText('Protected')).toBeTruthy();
    expect(within(screen.getByTestId('player-QB1')).getByText('Live')).toBeTruthy();
    expect(localStorage.getItem('dm.deviceCount')).toBe('3');
    await waitFor(() => expect(within(screen.getByTestId('player-QB1')).getByText('4.2.1')).toBeTruthy());
  });

  it('locks the selected players with their derived passwords and reports each', async () => {
    const fleet = await setup();
    await scanned();
    check('Reception');
    check('Lobby');
    expect(within(bar()).getByText('2 players selected')).toBeTruthy();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Lock' }));
    const report = await screen.findByRole('dialog', { name: 'Lock results' });
    expect(within(report).getByText('Succeeded: 2. Failed: 0.')).toBeTruthy();
    expect(fleet.players[0].password).toBe(derivedPassword('acme', 'QB1'));
    expect(within(screen.getByTestId('player-QB2')).getByText('Locked')).toBeTruthy();
    for (const serial of ['QB1', 'QB2'])
      expect(document.body.innerHTML).not.toContain(derivedPassword('acme', serial));
  });

  it('explains why it cannot lock when QBIC security is disabled, touching no player', async () => {
    const fleet = await setup({ security: false });
    await scanned();
    check('Reception');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Lock' }));
    const notice = await screen.findByRole('dialog', { name: 'Locking is not available' });
    expect(within(notice).getByText(/QBIC security is turned off for this tenant/)).toBeTruthy();
    expect(fleet.client.setPassword).not.toHaveBeenCalled();
  });

  it('asks for the password of a player no known password opens; a wrong one is an authorization failure', async () => {
    await setup();
    await scanned();
    check('Hall');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Unlock' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unlock QBIC device' });
    expect(within(prompt).getByText(/Hall \(serial number QB3, address 10\.0\.0\.3\)/)).toBeTruthy();
    const field = within(prompt).getByLabelText(/Device password/);
    expect(field).toHaveProperty('value', '');
    expect(within(prompt).getByRole('button', { name: 'Authorize' })).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'wrong-one' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Authorize' }));
    const report = await screen.findByRole('dialog', { name: 'Unlock results' });
    expect(
      within(report).getByText('Authentication error: The device did not accept the password.'),
    ).toBeTruthy();
  });

  it('shows the offline-device dialog when the one selected player does not answer', async () => {
    const fleet = await setup();
    await scanned();
    fleet.players[1].online = false;
    check('Lobby');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Restart' }));
    const question = await screen.findByRole('dialog', { name: 'Restart the players?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offline or restarting' });
    expect(within(dialog).getByText(/The device Lobby \(10\.0\.0\.2\) does not answer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(screen.getByTestId('player-QB2')).getByText('Offline')).toBeTruthy();
  });

  it('flags a player whose address now answers with another serial number', async () => {
    const fleet = await setup();
    await scanned();
    fleet.players[1].serial = 'QX9';
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await screen.findByTestId('player-QX9');
    const moved = screen.getByTestId('player-QB2');
    expect(within(moved).getByText('Offline')).toBeTruthy();
    expect(within(moved).getByTestId('serial-mismatch').getAttribute('aria-label')).toBe(
      'The device at this IP address has another serial number.',
    );
  });

  it('deletes a range after the user confirms', async () => {
    const { dataProvider } = await setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the range Lab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete IP range' });
    expect(within(dialog).getByText(/Delete the range Lab\?/)).toBeTruthy();
    expect(dataProvider.deleteIpRange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(dataProvider.deleteIpRange).toHaveBeenCalledWith('r1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes a screenshot on demand and shows it with its age', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:shot-1');
    URL.revokeObjectURL = vi.fn();
    const fleet = await setup();
    await scanned();
    fireEvent.click(screen.getByRole('button', { name: 'Take a screenshot of Reception' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open the screenshot of Reception' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot of Reception' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('blob:shot-1');
    expect(within(dialog).getByText(/^Taken /)).toBeTruthy();
    expect(fleet.client.screenshot).toHaveBeenCalledTimes(1);
  });

  it("configures the selected players from the bar on the tab's tokens, then reads them again", async () => {
    const fleet = await setup();
    await scanned();
    check('Reception');
    check('Lobby');
    const signIns = fleet.client.requestToken.mock.calls.length;
    fireEvent.click(within(bar()).getByRole('button', { name: 'Start configuration' }));
    const dialog = await screen.findByRole('dialog', { name: /^Start configuration/ });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Device name' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Device name' }), {
      target: { value: 'Foyer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    const status = await screen.findByTestId('configuration-status');
    await waitFor(() => expect(status.getAttribute('data-done')).toBe('true'), { timeout: 10_000 });
    const renamed = fleet.client.setSetting.mock.calls.filter(([, key]) => key === 'player_name');
    expect(renamed.map(([session, , value]) => [session.ip, value]).sort()).toEqual([
      ['10.0.0.1', 'Foyer'],
      ['10.0.0.2', 'Foyer'],
    ]);
    expect(fleet.client.requestToken.mock.calls.length).toBe(signIns);
    fireEvent.click(within(status).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(screen.getByTestId('player-QB1')).getByText('Foyer')).toBeTruthy());
    expect(within(screen.getByTestId('player-QB2')).getByText('Foyer')).toBeTruthy();
    expect(within(screen.getByTestId('player-QB3')).getByText('Hall')).toBeTruthy();
  });
});
