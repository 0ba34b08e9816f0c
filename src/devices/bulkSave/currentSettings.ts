import { withSession } from '../actions';
import type { AuthorizeOptions } from '../passwordStrategy';
import type { DeviceSettings } from '../../contract/playerSettings';
import type { PlayerRef } from '../types';

export interface CurrentSettings {
  settings: DeviceSettings;
  volume: Record<string, number>;
}

/** One player's settings and volume, read to start the configuration form from (001 §7). */
export function readCurrentSettings(player: PlayerRef, options: AuthorizeOptions): Promise<CurrentSettings> {
  return withSession(player, options, async (session) => {
    const [settings, volume] = await Promise.all([
      options.client.settings(session, options),
      options.client.volume(session, options),
    ]);
    return { settings, volume };
  });
}
