import { withSession } from '../actions';
import { isDeviceError } from '../errors';
import type { AuthorizeOptions } from '../passwordStrategy';
import type { DeviceSettings } from '../../contract/playerSettings';
import { LOGIN_CONFIG_FILENAME } from '../../config';
import type { PlayerRef } from '../types';
import type { PlayerHoldings } from './form';
import { parseLoginXml } from './loginXml';

export interface CurrentSettings {
  settings: DeviceSettings;
  volume: Record<string, number>;
  /** The stored login (never its password) and the Wi-Fi, as far as the player answered. */
  holdings: PlayerHoldings;
}

/** A part the player refuses (no login file stored: 404) reads as absent; a player gone stays a failure. */
const optional = <T>(read: Promise<T>): Promise<T | undefined> =>
  read.catch((error: unknown) => {
    if (isDeviceError(error, 'DEVICE_REQUEST_FAILED')) return undefined;
    throw error;
  });

/**
 * One player's settings, volume, stored login (`config_logon.xml` read back) and Wi-Fi, read to start the
 * configuration form from (001 §7).
 */
export function readCurrentSettings(player: PlayerRef, options: AuthorizeOptions): Promise<CurrentSettings> {
  const { client } = options;
  return withSession(player, options, async (session) => {
    const [settings, volume, loginFile, wifiState, wifiNetwork] = await Promise.all([
      client.settings(session, options),
      client.volume(session, options),
      optional(client.readFile(session, LOGIN_CONFIG_FILENAME, options)),
      optional(client.wifiState(session, options)),
      optional(client.wifiNetwork(session, options)),
    ]);
    const login = loginFile === undefined ? undefined : parseLoginXml(loginFile);
    return {
      settings,
      volume,
      holdings: {
        ...(login ? { login } : {}),
        ...(wifiState ? { wifiState } : {}),
        ...(wifiNetwork ? { wifiNetwork } : {}),
      },
    };
  });
}
