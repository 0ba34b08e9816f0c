import { describe, expect, it } from 'vitest';
import type { CurrentConfiguration, DeviceBulkRow } from '../../../domain/deviceBulk';
import { prepareRow } from './prepareRows';
import { pushTargets } from './pushActivity';
import type { PushOutcome } from './pushRows';

const NONE: CurrentConfiguration = {
  type: null,
  region: null,
  room: null,
  building: null,
  floors: [],
  defaultFloor: null,
  location: null,
  profile: null,
  theme: null,
};
const ref = (id: string, name: string) => ({ id, name });

const roomDisplay = (id: string, name: string, room: string, current: CurrentConfiguration | null) =>
  prepareRow({
    ...NONE,
    row: 2,
    id,
    name,
    type: 'RD',
    region: ref('region-1', 'North'),
    room: ref(room, `Room ${room}`),
    profile: ref('profile-1', 'Default'),
    theme: ref('theme-1', 'Light'),
    configId: current ? `cfg-${id}` : null,
    isModified: false,
    isMiniDisplay: false,
    current,
  } satisfies DeviceBulkRow);

const wasRoom: CurrentConfiguration = {
  ...NONE,
  type: 'RD',
  region: ref('region-1', 'North'),
  room: ref('room-1', 'Room room-1'),
  profile: ref('profile-1', 'Default'),
  theme: ref('theme-1', 'Light'),
};
const wasFloor: CurrentConfiguration = {
  ...NONE,
  type: 'FD',
  building: ref('b-1', 'Tower'),
  floors: [ref('f-1', 'Ground'), ref('f-2', 'First')],
  defaultFloor: ref('f-1', 'Ground'),
  profile: ref('profile-1', 'Default'),
  theme: ref('theme-1', 'Light'),
};

describe('a Devices-tab push in the activity log', () => {
  it('names the devices this push sent, each saved or with its reason, each change by id with its names', () => {
    const rows = [
      roomDisplay('d1', 'Lobby', 'room-2', wasRoom),
      roomDisplay('d2', 'Hall', 'room-3', wasRoom),
      roomDisplay('d3', 'Not sent', 'room-4', wasRoom),
    ];
    const outcomes = new Map<number, PushOutcome>([
      [0, { state: 'success' }],
      [1, { state: 'failed', reason: 'dm.errors.code.50003', kind: 'error' }],
      [2, { state: 'success' }],
    ]);
    expect(pushTargets(rows, outcomes, [0, 1])).toEqual([
      {
        id: 'd1',
        name: 'Lobby',
        ok: true,
        error: null,
        before: { room: 'room-1' },
        after: { room: 'room-2' },
        names: { 'room-1': 'Room room-1', 'room-2': 'Room room-2' },
      },
      expect.objectContaining({
        id: 'd2',
        ok: false,
        error: 'dm.errors.code.50003',
        after: { room: 'room-3' },
      }),
    ]);
  });

  it('keeps a new display type as the form names it, and what the old type had, lists as lists of ids', () => {
    const [target] = pushTargets(
      [roomDisplay('d1', 'Lobby', 'room-2', wasFloor)],
      new Map([[0, { state: 'success' }]]),
      [0],
    );
    expect(target.before).toEqual({
      type: 'FD',
      region: null,
      room: null,
      selectedFloors: ['f-1', 'f-2'],
      defaultFloor: 'f-1',
      building: 'b-1',
    });
    expect(target.after).toEqual({
      type: 'RD',
      region: 'region-1',
      room: 'room-2',
      selectedFloors: [],
      defaultFloor: null,
      building: null,
    });
    expect(target.names).toMatchObject({ 'f-2': 'First', 'b-1': 'Tower', 'region-1': 'North' });
  });
});
