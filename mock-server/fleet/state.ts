import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DEVICE_PASSWORD } from '../../src/contract/constants';
import { groupCommit, removeLeftovers, writeFileDurably } from '../durable';
import type { PlayerIdentity } from './identity';
import { defaultSettings, VOLUME_STREAMS, type PlayerSettings, type VolumeStream } from './settings';

interface WifiNetwork {
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
  /** An app accepted while the firmwareNotApplied fault was on: it takes effect on a reboot without the fault. */
  pendingAppVersion?: string | null;
  /** Files stored by remote_upload_file, base64 encoded. */
  files: Record<string, string>;
  /** The app started by start_app, run again after a reboot until stop_app stops it. */
  runningApp: RunningApp | null;
}

interface RunningApp {
  pkgname: string;
  classname: string;
}

function initialState(identity: PlayerIdentity): PlayerState {
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
    files: storedFiles(),
    runningApp: null,
  };
}

export interface StateStore {
  readonly state: PlayerState;
  /**
   * Resolves once the state as it is now is on disk (temporary file, fsync, rename, fsync of the folder); saves
   * asked for together are written together. Resolves at once without a data folder.
   */
  save(): Promise<void>;
}

const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Files stored by remote_upload_file, by name, without inherited names such as `constructor`, each in canonical
 * base64 (a state file edited by hand may hold spaces or other forms): a file's length is read off its text.
 */
const storedFiles = (files: Record<string, string> = {}): Record<string, string> => {
  const stored = Object.create(null) as Record<string, string>;
  for (const [name, text] of Object.entries(files))
    if (typeof text === 'string')
      stored[name] = CANONICAL_BASE64.test(text) ? text : Buffer.from(text, 'base64').toString('base64');
  return stored;
};

/** Loads a player's state from `<dataDir>/<serial>.json` if present, else starts from the factory state. */
export function createStateStore(identity: PlayerIdentity, dataDir?: string): StateStore {
  const state = initialState(identity);
  const file = dataDir ? join(dataDir, `${identity.serial}.json`) : null;
  if (dataDir && file) {
    mkdirSync(dataDir, { recursive: true });
    removeLeftovers(file);
    try {
      Object.assign(state, JSON.parse(readFileSync(file, 'utf8')) as Partial<PlayerState>);
    } catch (error) {
      // No file yet, or one that is not JSON (edited by hand): the player starts from the factory state.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
    }
    state.files = storedFiles(state.files);
  }
  if (!file) return { state, save: () => Promise.resolve() };
  // The snapshot is taken before the first await: a save asked for during a write gets the next one.
  const commits = groupCommit(() => writeFileDurably(file, JSON.stringify(state, null, 2)));
  return { state, save: () => commits.committed(commits.change()) };
}

/** A reboot makes an uploaded firmware (and an app kept aside) the running one; true when something changed. */
export function applyPendingVersions(state: PlayerState): boolean {
  const changed = Boolean(state.pendingFirmwareVersion || state.pendingAppVersion);
  if (state.pendingFirmwareVersion) state.firmwareVersion = state.pendingFirmwareVersion;
  if (state.pendingAppVersion) state.appVersion = state.pendingAppVersion;
  state.pendingFirmwareVersion = null;
  state.pendingAppVersion = null;
  return changed;
}
