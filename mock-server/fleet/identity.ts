/** Deterministic identities of simulated players: the same index always gives the same player. */

const PLAYER_MODELS = ['TD-1070', 'TD-1060', 'TD-0360'] as const;
type PlayerModel = (typeof PLAYER_MODELS)[number];

const ROOM_NAMES = [
  'Reception',
  'Board Room',
  'Cafeteria',
  'Lobby',
  'Training Room',
  'Library',
  'Atrium',
  'Focus Room',
  'Meeting Room',
  'Lounge',
  'Studio',
  'Workshop',
];
const FIRMWARE_VERSIONS = ['4.2.1', '4.2.3', '4.3.0'];
const APP_VERSIONS = ['2.1.0', '2.2.4', '2.3.0'];

export interface PlayerIdentity {
  index: number;
  serial: string;
  modelId: PlayerModel;
  name: string;
  firmwareVersion: string;
  osVersion: string;
  appVersion: string;
  apiVersion: string;
}

export function playerIdentity(index: number): PlayerIdentity {
  const modelId = PLAYER_MODELS[index % PLAYER_MODELS.length];
  const round = Math.floor(index / ROOM_NAMES.length) + 1;
  return {
    index,
    serial: `QB${String(index + 1).padStart(8, '0')}`,
    modelId,
    name: `${ROOM_NAMES[index % ROOM_NAMES.length]} ${round}`,
    firmwareVersion: FIRMWARE_VERSIONS[index % FIRMWARE_VERSIONS.length],
    osVersion: modelId === 'TD-0360' ? 'Android 8.1.0' : 'Android 7.1.2',
    appVersion: APP_VERSIONS[(index + 1) % APP_VERSIONS.length],
    apiVersion: '1.0',
  };
}

function parseHost(host: string): number {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) {
    throw new Error(`Not an IPv4 address: ${host}`);
  }
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

function formatHost(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/**
 * The loopback address of the player at `index`, counting from `firstHost` and skipping the .0 and .255
 * ends of each /24 (127.0.0.254 is followed by 127.0.1.1).
 */
export function hostAt(firstHost: string, index: number): string {
  let value = parseHost(firstHost);
  for (let step = 0; step < index; step += 1) {
    value += 1;
    const last = value & 255;
    if (last === 255) value += 2;
    else if (last === 0) value += 1;
  }
  return formatHost(value);
}
