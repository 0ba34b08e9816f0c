import { vi } from 'vitest';
import { DeviceError, createTokenCache, type DeviceClient } from '../players';
import { createPlayerPasswords } from '../players/playerPasswords';
import type { QbicEnvironment } from '../pages/qbic/QbicEnvironment';

/** One fake player of the component tests. */
export interface FakePlayer {
  serial: string;
  name: string;
  password: string;
  online: boolean;
}

/**
 * A DeviceClient over in-memory players at 10.0.0.1, 10.0.0.2, … for component tests: real password
 * rules (400 on a wrong one), unreachable when offline, every call recorded.
 */
export function fakeFleet(players: FakePlayer[], tenantId = 'acme') {
  const at = (ip: string) => players[Number(ip.split('.')[3]) - 1];
  const reachable = (ip: string) => {
    const player = at(ip);
    if (!player?.online) throw new DeviceError('UNREACHABLE_DEVICE');
    return player;
  };
  const client = {
    port: 8080,
    publicInfo: vi.fn(async (ip: string) => {
      const player = reachable(ip);
      return { serial_number: player.serial, player_name: player.name, model_id: 'TD-1070' };
    }),
    requestToken: vi.fn(async (ip: string, password: string) => {
      if (reachable(ip).password !== password)
        throw new DeviceError('QBIC_AUTHORIZATION_FAILURE', { status: 400 });
      return { accessToken: `token-${ip}` };
    }),
    info: vi.fn(async () => ({ firmware_version: '4.2.1', app_version: '2.2.4' })),
    setPassword: vi.fn(async (session: { ip: string }, password: string) => {
      reachable(session.ip).password = password;
    }),
    resetPassword: vi.fn(async (session: { ip: string }) => {
      reachable(session.ip).password = '12345678';
    }),
    reboot: vi.fn(async (session: { ip: string }) => {
      reachable(session.ip);
    }),
    setSetting: vi.fn(async (session: { ip: string }, key: string, value: unknown) => {
      if (key === 'player_name') reachable(session.ip).name = String(value);
    }),
    screenshot: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  };
  const environment: QbicEnvironment = {
    client: client as unknown as DeviceClient,
    cache: createTokenCache(),
    tenantId,
    passwords: createPlayerPasswords(),
  };
  return { client, environment, players };
}
