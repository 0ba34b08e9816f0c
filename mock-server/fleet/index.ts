export { startFleet, DEFAULT_PLAYER_COUNT, DEFAULT_FIRST_HOST, DEFAULT_REBOOT_MS } from './fleet';
export type { Fleet, FleetOptions } from './fleet';
export type { PlayerHandle } from './player';
export type { PlayerFault, FaultMap } from './faults';
export { loadFaultFile, parseFaultMap, OTHER_OWNER_PASSWORD } from './faults';
export { fleetOptionsFromEnv } from './env';
export { hostAt, playerIdentity, PLAYER_MODELS } from './identity';
