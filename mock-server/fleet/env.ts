import { isWholeNumber } from '../validate';
import type { FleetOptions } from './fleet';

function whole(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!isWholeNumber(value, min)) throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
}

/**
 * Fleet options from the environment: MOCK_PLAYERS (count), DEVICE_PORT, MOCK_FAULTS (fault file),
 * MOCK_PLAYER_LATENCY (ms), MOCK_PLAYER_REBOOT_MS and MOCK_FLEET_DATA (folder that keeps player state).
 */
export function fleetOptionsFromEnv(env: NodeJS.ProcessEnv): FleetOptions {
  return {
    count: whole(env, 'MOCK_PLAYERS', 0),
    port: whole(env, 'DEVICE_PORT', 0),
    faultsFile: env.MOCK_FAULTS || undefined,
    latencyMs: whole(env, 'MOCK_PLAYER_LATENCY', 0),
    rebootMs: whole(env, 'MOCK_PLAYER_REBOOT_MS', 0),
    dataDir: env.MOCK_FLEET_DATA || undefined,
  };
}
