import { describe, expect, it } from 'vitest';
import {
  DEVICE_SHEET,
  DEVICE_SHEET_COLUMNS,
  DEVICE_SHEET_ORDER,
  OPTIONAL_DEVICE_COLUMNS,
} from './deviceBulk';

describe('the Devices sheet columns (DEVICE_SHEET)', () => {
  it('gives the download, the headers and the optional columns from the one table', () => {
    expect(DEVICE_SHEET_ORDER[0]).toBe('deviceId');
    expect(DEVICE_SHEET_COLUMNS.floorIds).toBe('Floor IDs');
    expect(OPTIONAL_DEVICE_COLUMNS).toEqual(['deviceName', 'configVersion']);
  });

  it('writes a floor display with its floors and version, and a device never configured with blanks', () => {
    const floor = (id: string) => ({ id, name: id });
    const configured = {
      device: { id: 'dev-1', title: 'Lobby', type: 'FD' },
      current: {
        type: 'FD',
        region: floor('reg-1'),
        room: null,
        building: floor('bld-1'),
        floors: [floor('flr-1'), floor('flr-3')],
        defaultFloor: floor('flr-3'),
        location: null,
        profile: floor('prof-1'),
        theme: null,
      },
      config: { id: 'cfg-1', modifiedDate: '2026-01-02T03:04:05Z' },
    };
    const write = (
      source: typeof configured | { device: typeof configured.device; current: null; config: null },
    ) => DEVICE_SHEET_ORDER.map((column) => DEVICE_SHEET[column].write(source));
    expect(write(configured)).toEqual([
      'dev-1',
      'Lobby',
      'FD',
      'reg-1',
      '',
      'bld-1',
      'flr-1, flr-3',
      'flr-3',
      '',
      'prof-1',
      '',
      'cfg-1',
      '2026-01-02T03:04:05Z',
    ]);
    expect(write({ device: configured.device, current: null, config: null })).toEqual([
      'dev-1',
      'Lobby',
      'FD',
      ...Array(10).fill(''),
    ]);
  });
});
