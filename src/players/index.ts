/** QBIC players on the local network: direct calls, authentication, discovery and actions on many players. */
export { createDeviceClient } from './deviceClient';
export type {
  DeviceClient,
  DeviceClientOptions,
  DeviceToken,
  NamedBlob,
  UpdateAnswer,
  UploadOptions,
} from './deviceClient';
export { derivedPassword } from './derivedPassword';
export {
  DEVICE_ERROR_CODES,
  DeviceError,
  deviceErrorKey,
  deviceFailureKind,
  isDeviceError,
  toDeviceError,
  type DeviceErrorCode,
  type DeviceFailureKind,
} from './errors';
export * from '../domain/ipRange';
export {
  authorize,
  initialAuthState,
  nextAuthState,
  queuePrompts,
  type AuthEvent,
  type AuthState,
  type Authorization,
  type AuthorizeOptions,
  type PasswordPrompt,
  type PasswordSource,
} from './passwordStrategy';
export { createTokenCache, type TokenCache, type TokenCacheOptions } from './tokenCache';
export {
  runPool,
  summarize,
  type PoolOptions,
  type PoolProgress,
  type PoolResult,
  type PoolTask,
} from './pool';
export { isMiniDisplay, mergeScan, type FoundPlayer } from './mergeScan';
export { InvalidRangesError, scanRanges, type ScanOptions, type ScanProgress, type ScanResult } from './scan';
export {
  lockPlayers,
  rebootPlayers,
  unlockPlayers,
  withSession,
  type PlayerActionOptions,
  type PlayerActionOutcome,
  type PlayerActionResult,
} from './actions';
export {
  uploadPercent,
  uploadWithProgress,
  type UploadProgress,
  type XhrFactory,
  type XhrLike,
} from './upload';
export type { CallOptions } from './request';
export * from './types';
export {
  readPlayersInfo,
  takeScreenshot,
  waitUntilBack,
  type InspectOptions,
  type RebootWatchOptions,
} from './inspect';
export {
  NO_LOGIN,
  READ_BACK_REQUESTS,
  readBackPlayers,
  readHoldings,
  type PlayerHoldings,
  type ReadBackOptions,
  type ReadBackResult,
} from './readBack';
