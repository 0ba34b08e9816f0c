export { startFleet } from './fleet';
export type { FleetOptions } from './fleet';
export { fleetOptionsFromEnv } from './env';
export { hostAt } from './identity';
