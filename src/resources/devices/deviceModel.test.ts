import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES, STATUS_COLOR, statusLabelKey } from './deviceModel';

describe('device model', () => {
  it('gives every status code a label key and a distinct colour', () => {
    expect(DEVICE_STATUSES.map(statusLabelKey)).toEqual([
      'dm.devices.status.0',
      'dm.devices.status.1',
      'dm.devices.status.2',
      'dm.devices.status.3',
      'dm.devices.status.4',
    ]);
    expect(new Set(DEVICE_STATUSES.map((s) => STATUS_COLOR[s])).size).toBe(5);
  });
});
