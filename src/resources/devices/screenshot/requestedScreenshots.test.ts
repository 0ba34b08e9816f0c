import { describe, expect, it } from 'vitest';
import type { Device } from '../deviceModel';
import { requestedScreenshots } from './requestedScreenshots';

const device = (id: string) => ({ id, name: `Display ${id}` }) as Device;

describe('requested screenshots', () => {
  it('lists the devices the request reached, in the order of the selection, with the time of each request', () => {
    const devices = [device('a'), device('b'), device('c')];
    const answered = new Map([
      ['c', '2026-11-25T05:00:02.000Z'],
      ['a', '2026-11-25T05:00:01.000Z'],
    ]);
    expect(requestedScreenshots(devices, answered)).toEqual([
      { device: devices[0], requestedAt: '2026-11-25T05:00:01.000Z' },
      { device: devices[2], requestedAt: '2026-11-25T05:00:02.000Z' },
    ]);
  });

  it('is empty when no request got through', () => {
    expect(requestedScreenshots([device('a')], new Map())).toEqual([]);
  });
});
