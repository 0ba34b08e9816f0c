import { deviceFailureKind, type DeviceErrorCode, type DeviceFailureKind } from './errors';

/**
 * The heading of a failed player, in the same words wherever the QBIC tab reports one (the configuration status
 * dialog, the lock, unlock and reboot reports, the offline-device dialog): a player that does not answer is
 * "Offline or restarting", never an authentication error; one that refused the passwords is an authentication
 * error. Other failures are headed by what was being done.
 */
const HEADINGS: Partial<Record<DeviceFailureKind, string>> = {
  offline: 'dm.qbicConfig.steps.offline',
  authentication: 'dm.qbicConfig.steps.authorize',
};

export const failureHeadingKey = (code: DeviceErrorCode): string | undefined =>
  HEADINGS[deviceFailureKind(code)];
