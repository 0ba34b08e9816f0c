/** QBIC players on the local network: direct calls, authentication, discovery and actions on many players. */
export { createDeviceClient } from './deviceClient';
export type { DeviceClient } from './deviceClient';
export { derivedPassword } from './derivedPassword';
export {
  DeviceError,
  deviceErrorKey,
  deviceFailureKind,
  isDeviceError,
  toDeviceError,
  type DeviceErrorCode,
} from './errors';
export * from '../domain/ipRange';
export { authorize, type PasswordPrompt } from './passwordStrategy';
export { createTokenCache, type TokenCache } from './tokenCache';
export { type PoolResult } from './pool';
export { isMiniDisplay, mergeScan, type FoundPlayer } from './mergeScan';
export { InvalidRangesError, scanRanges, type ScanProgress } from './scan';
export {
  lockPlayers,
  rebootPlayers,
  unlockPlayers,
  withSession,
  type PlayerActionOptions,
  type PlayerActionResult,
} from './actions';
export { type UploadProgress } from './upload';
export * from './types';
export { readPlayersInfo, takeScreenshot, waitUntilBack } from './inspect';
export { readBackPlayers, type PlayerHoldings, type ReadBackResult } from './readBack';
