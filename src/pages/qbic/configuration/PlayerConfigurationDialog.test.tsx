import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeviceError, type DeviceClient, type PasswordPrompt } from '../../../players';
import { renderInAdmin } from '../../../test/renderInAdmin';
import { PlayerConfigurationDialog } from './PlayerConfigurationDialog';
import { fakePublicInfo, fakeTokenForAny } from '../../../test/fakePlayerOpening';

const player = (n: number, model = 'TD-1070') => ({
  ip: `10.0.0.${n}`,
  serial_number: `QB${n}`,
  model_id: model,
  player_name: `Player ${n}`,
});

/** Players that open with the factory password; `appUpload` decides how an app upload ends per ip. */
function fakeClient(appUpload: (ip: string) => DeviceError | null = () => null) {
  const settings = {
    player_name: 'Lobby',
    play_group: 'North',
    content_url: '',
    schedule_reboot_mode: 'reboot',
  };
  const client = {
    publicInfo: fakePublicInfo('TD-1070'),
    requestToken: fakeTokenForAny(),
    settings: vi.fn(async () => settings),
    volume: vi.fn(async () => ({ stream_music: 35 })),
    setSetting: vi.fn(async () => undefined),
    readFile: vi.fn(
      async () =>
        '<?xml version="1.0" encoding="UTF-8"?>\n<config_logon>\n  <username>kiosk</username>\n  <password>s3cret</password>\n</config_logon>\n',
    ),
    wifiState: vi.fn(async () => 'enabled'),
    wifiNetwork: vi.fn(async () => ({ ssid: 'Office', security: 'wpa2' })),
    setPassword: vi.fn(async () => undefined),
    setVolume: vi.fn(async () => undefined),
    updateApp: vi.fn(
      async (session: { ip: string }, _file: unknown, options: { onProgress?: (p: object) => void }) => {
        options.onProgress?.({ loaded: 1, total: 1, percent: 100 });
        const error = appUpload(session.ip);
        if (error) throw error;
      },
    ),
  };
  return { client: client as unknown as DeviceClient, mock: client };
}

const enable = (group: string) => fireEvent.click(screen.getByRole('checkbox', { name: group }));
const startButton = () => screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;

// Rendering the whole form in jsdom is slow on a busy machine; the done state also waits its 1 s.
describe('PlayerConfigurationDialog', { timeout: 30_000 }, () => {
  it('shows the Mini Display hint for several players including one, and configures nothing', async () => {
    const onClose = vi.fn();
    const { client, mock } = fakeClient();
    await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(1), player(2, 'TD-0360')]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={onClose}
        client={client}
      />,
    );
    expect(screen.getByText(/“Start configuration” is not available for several players/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(mock.publicInfo).not.toHaveBeenCalled();
  });

  it("starts from one player's settings, sends only what is ticked, and closes only when done", async () => {
    const onClose = vi.fn();
    const { client, mock } = fakeClient();
    await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(3)]}
        tenantId="acme"
        qbicSecurityEnabled={false}
        onClose={onClose}
        client={client}
      />,
    );
    const name = (await screen.findByRole('textbox', { name: 'Device name' })) as HTMLInputElement;
    expect(name.value).toBe('Lobby');
    expect(name.disabled).toBe(true);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('35');
    expect(startButton().disabled).toBe(true);
    // The stored login is read back: its user name shown, its password never (only that one is set).
    expect((screen.getByRole('textbox', { name: 'User name' }) as HTMLInputElement).value).toBe('kiosk');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue('s3cret')).toBeNull();
    expect(screen.getByText(/A password is set on this player and is never shown/)).toBeTruthy();
    expect(screen.getByTestId('wifi-reported').textContent).toBe(
      'The player says Wi-Fi is on (network Office).',
    );

    enable('Keypad volume');
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(startButton());

    const status = await screen.findByTestId('configuration-status');
    expect(within(status).getByText('Configuration status')).toBeTruthy();
    expect(await within(status).findByText('Succeeded: 1', {}, { timeout: 3_000 })).toBeTruthy();
    expect(mock.setVolume).toHaveBeenCalledWith(
      { ip: '10.0.0.3', token: 't-10.0.0.3' },
      'stream_music',
      36,
      expect.anything(),
    );
    expect(mock.setSetting).not.toHaveBeenCalled();
    fireEvent.click(within(status).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('reports a refused app upload as a possible downgrade while the other player succeeds', async () => {
    const { client } = fakeClient((ip) =>
      ip === '10.0.0.2'
        ? new DeviceError('DEVICE_REQUEST_FAILED', {
            status: 400,
            detail: '1.0.0 is older than installed 2.3.0',
          })
        : null,
    );
    const { container } = await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(1), player(2)]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={() => {}}
        client={client}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Device name' }) as HTMLInputElement).value).toBe('');
    enable('Content');
    fireEvent.click(screen.getByRole('radio', { name: 'APK file' }));
    expect(screen.getByText('Choose a file')).toBeTruthy();
    const input = container.ownerDocument.querySelector('input[name="appFile"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['apk'], 'app-1.0.0.apk')] } });
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());

    const status = await screen.findByTestId('configuration-status');
    expect(within(status).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(await within(status).findByText('Failed: 1', {}, { timeout: 3_000 })).toBeTruthy();
    expect(within(status).getByText('Succeeded: 1')).toBeTruthy();
    const errors = within(status).getByTestId('player-errors');
    expect(errors.getAttribute('data-ip')).toBe('10.0.0.2');
    expect(
      within(errors).getByText(
        'App upload failed: Possible app downgrade. The device says: 1.0.0 is older than installed 2.3.0',
      ),
    ).toBeTruthy();
  });

  it('sets the device password only after a confirm, and reports it per player', async () => {
    const { client, mock } = fakeClient();
    await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(4)]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={vi.fn()}
        client={client}
      />,
    );
    await screen.findByRole('textbox', { name: 'Device name' });
    enable('QBIC security');
    fireEvent.click(screen.getByRole('radio', { name: 'Set or change' }));
    fireEvent.change(screen.getByLabelText('Device password'), { target: { value: 'own-pass' } });
    fireEvent.change(screen.getByLabelText('Repeat the device password'), { target: { value: 'own-pasS' } });
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Repeat the device password'), { target: { value: 'own-pass' } });
    fireEvent.click(startButton());

    const confirm = await screen.findByRole('dialog', { name: 'Change the device password?' });
    expect(mock.setPassword).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    const status = await screen.findByTestId('configuration-status');
    expect(await within(status).findByText('Succeeded: 1', {}, { timeout: 3_000 })).toBeTruthy();
    expect(mock.setPassword).toHaveBeenCalledWith(
      { ip: '10.0.0.4', token: 't-10.0.0.4' },
      'own-pass',
      expect.anything(),
    );
    expect(within(status).getByTestId('player-results').textContent).toContain('QBIC security');
  });

  it('says what a player got and did not get after a failure, and retries only what it did not get', async () => {
    let uploads = 0;
    const { client, mock } = fakeClient(() => {
      uploads += 1;
      return uploads === 1 ? new DeviceError('DEVICE_REQUEST_FAILED', { status: 500 }) : null;
    });
    const onClose = vi.fn();
    const { container } = await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(5)]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={onClose}
        client={client}
      />,
    );
    await screen.findByRole('textbox', { name: 'Device name' });
    enable('Content');
    fireEvent.click(screen.getByRole('radio', { name: 'App' }));
    fireEvent.click(screen.getByRole('radio', { name: 'APK file' }));
    const input = container.ownerDocument.querySelector('input[name="appFile"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['apk'], 'app-2.0.0.apk')] } });
    await waitFor(() => expect(startButton().disabled).toBe(false));
    fireEvent.click(startButton());

    const status = await screen.findByTestId('configuration-status');
    expect(await within(status).findByText('Failed: 1', {}, { timeout: 3_000 })).toBeTruthy();
    const errors = within(status).getByTestId('player-errors');
    expect(within(errors).getByTestId('applied').textContent).toBe('Already applied: Content');
    expect(within(errors).getByTestId('not-applied').textContent).toBe('Not applied: App upload');
    expect(mock.setSetting).toHaveBeenCalledTimes(1);

    fireEvent.click(within(status).getByRole('button', { name: 'Retry what was not applied' }));
    expect(await within(status).findByText('Succeeded: 1', {}, { timeout: 5_000 })).toBeTruthy();
    expect(mock.updateApp).toHaveBeenCalledTimes(2);
    // The content URL the first run set is not sent again.
    expect(mock.setSetting).toHaveBeenCalledTimes(1);
    expect(within(status).queryByRole('button', { name: 'Retry what was not applied' })).toBeNull();
    fireEvent.click(within(status).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('waits behind the password prompt, opens with the settings once the password is right, and not at all when cancelled', async () => {
    const { client, mock } = fakeClient();
    Object.assign(mock, {
      requestToken: vi.fn(async (ip: string, password: string) => {
        if (password !== 'their-pass') throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 });
        return { accessToken: `t-${ip}` };
      }),
    });
    const typing = (texts: string[]): PasswordPrompt =>
      vi.fn(async (_player, { attempt }) => {
        for (const text of texts) {
          const accepted = await attempt(text).then(
            () => true,
            () => false,
          );
          // Behind the open prompt the form is still reading: never an empty form.
          expect(screen.queryByRole('textbox', { name: 'Device name' })).toBeNull();
          expect(screen.getByText('Reading the current settings…')).toBeTruthy();
          if (accepted) return text;
        }
        return null;
      });
    const onClose = vi.fn();
    const view = await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(6)]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={onClose}
        client={client}
        prompt={typing(['wrong', 'their-pass'])}
      />,
    );
    const name = (await screen.findByRole('textbox', { name: 'Device name' })) as HTMLInputElement;
    expect(name.value).toBe('Lobby');
    expect(screen.queryByText(/could not be read/)).toBeNull();
    view.unmount();

    await renderInAdmin(
      <PlayerConfigurationDialog
        open
        players={[player(7)]}
        tenantId="acme"
        qbicSecurityEnabled
        onClose={onClose}
        client={client}
        prompt={typing(['wrong'])}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('textbox', { name: 'Device name' })).toBeNull();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
});
