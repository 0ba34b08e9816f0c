import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_DEVICE_PASSWORD } from '../../src/config';
import type { PlayerIdentity } from './identity';
import { defaultSettings, VOLUME_STREAMS, type PlayerSettings, type VolumeStream } from './settings';

export interface WifiNetwork {
  ssid: string;
  security: string;
  ip_assignment: 'dhcp' | 'static';
}

/** What a player remembers across reboots (and across restarts when the fleet has a data folder). */
export interface PlayerState {
  password: string;
  settings: PlayerSettings;
  volume: Record<VolumeStream, number>;
  wifiState: 'enabled' | 'disabled';
  wifiNetwork: WifiNetwork;
  wifiPassword: string;
  firmwareVersion: string;
  /** Firmware uploaded but not yet running: it takes effect on the next reboot. */
  pendingFirmwareVersion: string | null;
  osVersion: string;
  appVersion: string;
  /** Files stored by remote_upload_file, base64 encoded. */
  files: Record<string, string>;
}

export function initialState(identity: PlayerIdentity): PlayerState {
  return {
    password: DEFAULT_DEVICE_PASSWORD,
    settings: defaultSettings(identity.name),
    volume: Object.fromEntries(VOLUME_STREAMS.map((stream) => [stream, 50])) as Record<VolumeStream, number>,
    wifiState: 'disabled',
    wifiNetwork: { ssid: '', security: 'none', ip_assignment: 'dhcp' },
    wifiPassword: '',
    firmwareVersion: identity.firmwareVersion,
    pendingFirmwareVersion: null,
    osVersion: identity.osVersion,
    appVersion: identity.appVersion,
    files: {},
  };
}

export interface StateStore {
  readonly state: PlayerState;
  /** Writes the state (atomically: temporary file, then rename); a no-op without a data folder. */
  save(): Promise<void>;
}

/** Loads a player's state from `<dataDir>/<serial>.json` if present, else starts from the factory state. */
export function createStateStore(identity: PlayerIdentity, dataDir?: string): StateStore {
  const state = initialState(identity);
  const file = dataDir ? join(dataDir, `${identity.serial}.json`) : null;
  if (dataDir && file) {
    mkdirSync(dataDir, { recursive: true });
    try {
      Object.assign(state, JSON.parse(readFileSync(file, 'utf8')) as Partial<PlayerState>);
    } catch (error) {
      // No file yet, or one that is not JSON (edited by hand): the player starts from the factory state.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
    }
  }
  let queue: Promise<void> = Promise.resolve();
  let counter = 0;
  return {
    state,
    save() {
      if (!file) return Promise.resolve();
      const write = async () => {
        counter += 1;
        const temporary = `${file}.${process.pid}.${counter}.tmp`;
        await writeFile(temporary, JSON.stringify(state, null, 2));
        await rename(temporary, file);
      };
      queue = queue.then(write, write);
      return queue;
    },
  };
}
