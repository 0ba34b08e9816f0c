import { errorMessageKey } from '../../dataProvider/errorCodes';
import type { TargetInput } from '../../domain/activity/activityEntry';
import { deviceTitle, type Device } from './deviceModel';

/**
 * One device as an activity entry's target: its id and the name the list shows it by, done or the reason the
 * backend gave (no error: done), and the values a change left it with.
 */
export const deviceTarget = (
  device: Device,
  error?: unknown,
  values: { before?: unknown; after?: unknown } = {},
): TargetInput => ({
  id: device.id,
  name: deviceTitle(device),
  ok: error === undefined,
  error: error === undefined ? null : errorMessageKey(error),
  ...values,
});
