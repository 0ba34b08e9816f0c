import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityTarget } from '../../../contract/activity';
import { buildConfigurationEntry, emptyDraft } from '../../../domain/configuration/payload';
import type { ConfigurationDraft } from '../../../domain/configuration/configurationModel';
import type { StoredConfiguration } from '../../../domain/deviceConfiguration';
import { payloadOf } from '../../devices/bulk/prepareRows';
import {
  canRevert,
  planDeviceRevert,
  revertableTargets,
  revertTargets,
  toSend,
  type DeviceNow,
} from './deviceRevert';

const roomDisplay = (room: string): ConfigurationDraft => ({
  ...emptyDraft('d1', 'RD'),
  region: 'region-1',
  room,
  profile: 'profile-1',
  theme: 'theme-1',
  duration: 45,
});

const storedAs = (draft: ConfigurationDraft): DeviceNow => ({
  stored: {
    id: 'cfg-1',
    deviceId: 'd1',
    modifiedDate: '2025-06-01T10:00:00.000Z',
    configurations: [buildConfigurationEntry(draft)],
  } satisfies StoredConfiguration,
  place: { region: 'region-1', building: null },
});

/** The Lobby display a sheet moved from room-1 to room-2. */
const moved: ActivityTarget = {
  id: 'd1',
  name: 'Lobby',
  outcome: 'succeeded',
  before: { room: 'room-1' },
  after: { room: 'room-2' },
  names: { 'room-1': 'Training Room 1', 'room-2': 'Training Room 2' },
};
const push = (targets: ActivityTarget[]): Pick<ActivityEntry, 'action' | 'targets'> => ({
  action: 'device.bulkPush',
  targets,
});

describe('reverting an entry that changed devices', () => {
  it('offers a revert for configuration changes that succeeded and kept their values before, nothing else', () => {
    expect(canRevert(push([moved]))).toBe(true);
    expect(canRevert({ action: 'player.lock', targets: [moved] })).toBe(false);
    expect(canRevert(push([{ ...moved, outcome: 'failed' }]))).toBe(false);
    expect(canRevert({ action: 'device.configure', targets: [{ ...moved, before: undefined }] })).toBe(false);
    const other = { ...moved, id: 'd2', outcome: 'failed' as const };
    expect(revertableTargets(push([moved, other]))).toEqual([moved]);
  });

  it("shows each field's value now and before, and sets the earlier one back keeping the rest of the configuration", () => {
    const now = storedAs(roomDisplay('room-2'));
    const plan = planDeviceRevert(0, moved, now);
    expect(plan.lines).toEqual([{ field: 'room', now: 'room-2', before: 'room-1' }]);
    expect(plan.changedSince).toBe(false);
    expect(toSend([plan])).toEqual([plan]);
    const [entry] = payloadOf(plan.row, now.stored).configurations;
    expect(entry.roomConfiguration).toMatchObject({
      room: 'room-1',
      profileId: 'profile-1',
      themeId: 'theme-1',
    });
    expect(entry.duration).toBe(45);
    expect(plan.row.changes).toEqual([
      { field: 'room', before: 'Training Room 2', after: 'Training Room 1' },
    ]);
  });

  it('warns for a device changed again since, and still sets the value before', () => {
    const plan = planDeviceRevert(0, moved, storedAs(roomDisplay('room-3')));
    expect(plan.changedSince).toBe(true);
    expect(plan.lines).toEqual([{ field: 'room', now: 'room-3', before: 'room-1' }]);
    expect(plan.row.success).toBe(true);
  });

  it('sends nothing to a device that already holds the earlier values', () => {
    const plan = planDeviceRevert(0, moved, storedAs(roomDisplay('room-1')));
    expect(plan.changedSince).toBe(true);
    expect(plan.row.unchanged).toBe(true);
    expect(toSend([plan])).toEqual([]);
  });

  it('gives a display made a room display back its floor display type, floors and building', () => {
    const retyped: ActivityTarget = {
      ...moved,
      before: {
        type: 'FD',
        region: null,
        room: null,
        selectedFloors: ['f-1'],
        defaultFloor: 'f-1',
        building: 'b-1',
      },
      after: {
        type: 'RD',
        region: 'region-1',
        room: 'room-2',
        selectedFloors: [],
        defaultFloor: null,
        building: null,
      },
    };
    const plan = planDeviceRevert(0, retyped, storedAs(roomDisplay('room-2')));
    expect(plan.changedSince).toBe(false);
    expect(plan.row.success).toBe(true);
    const [entry] = payloadOf(plan.row, storedAs(roomDisplay('room-2')).stored).configurations;
    expect(entry.appType).toBe('FD');
    expect(entry.roomConfiguration).toBeNull();
    expect(entry.floorConfiguration).toMatchObject({ selectedFloors: ['f-1'], defaultFloor: 'f-1' });
  });

  it('keeps the revert as an entry: each device sent, its outcome, the values it had and has again', () => {
    const plans = [
      planDeviceRevert(0, moved, storedAs(roomDisplay('room-2'))),
      planDeviceRevert(1, { ...moved, id: 'd2', name: 'Hall' }, storedAs(roomDisplay('room-2'))),
    ];
    expect(
      revertTargets(plans, [
        { state: 'success' },
        { state: 'failed', reason: 'dm.errors.code.CONFLICT', kind: 'error' },
      ]),
    ).toEqual([
      {
        id: 'd1',
        name: 'Lobby',
        ok: true,
        error: null,
        before: { room: 'room-2' },
        after: { room: 'room-1' },
        names: moved.names,
      },
      {
        id: 'd2',
        name: 'Hall',
        ok: false,
        error: 'dm.errors.code.CONFLICT',
        before: { room: 'room-2' },
        after: { room: 'room-1' },
        names: moved.names,
      },
    ]);
  });
});
