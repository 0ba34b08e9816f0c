import { describe, expect, it } from 'vitest';
import { RECORD_LIMITS, RECORD_STRING_MAX, SERVER_FIELDS } from '../../contract/records';
import { activityEntries } from './activityEntry';
import { changedValues, flattenValues, isSecretField } from './activityValues';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('an activity entry', () => {
  it('names the action, each target by id and name with its outcome, and the counts', () => {
    const [entry, ...more] = activityEntries({
      action: 'player.lock',
      targets: [
        { id: 'SN1', name: 'Lobby', ok: true },
        { id: 'SN2', name: ' ', ok: false, error: 'dm.qbic.errors.LOCKED_OUT' },
      ],
    });
    expect(more).toEqual([]);
    expect(entry).toEqual({
      action: 'player.lock',
      outcome: 'partial',
      counts: { succeeded: 1, failed: 1 },
      targets: [
        { id: 'SN1', name: 'Lobby', outcome: 'succeeded' },
        { id: 'SN2', name: 'SN2', outcome: 'failed', error: 'dm.qbic.errors.LOCKED_OUT' },
      ],
      targetText: ['SN1 Lobby', 'SN2 SN2'],
    });
  });

  it('says succeeded or failed when every target did, and records nothing without targets', () => {
    expect(activityEntries({ action: 'player.reboot', targets: [{ id: 1, ok: true }] })[0].outcome).toBe(
      'succeeded',
    );
    expect(activityEntries({ action: 'player.reboot', targets: [{ id: 1, ok: false }] })[0].outcome).toBe(
      'failed',
    );
    expect(activityEntries({ action: 'player.reboot', targets: [] })).toEqual([]);
  });

  it('never carries who or when: the server takes them from the token', () => {
    const [entry] = activityEntries({ action: 'kiosk.settings', targets: [{ id: 't', ok: true }] });
    for (const field of SERVER_FIELDS) expect(entry).not.toHaveProperty(field);
  });

  it('keeps of a settings change the changed fields before and after, by dotted path', () => {
    const [entry] = activityEntries({
      action: 'kiosk.settings',
      targets: [
        {
          id: 'acme',
          ok: true,
          before: { language: 'en', emails: ['a@x.example'], look: { color: '#fff', font: 'Inter' } },
          after: { language: 'de', emails: ['a@x.example'], look: { color: '#000', font: 'Inter' } },
        },
      ],
    });
    expect(entry.targets[0].before).toEqual({ language: 'en', 'look.color': '#fff' });
    expect(entry.targets[0].after).toEqual({ language: 'de', 'look.color': '#000' });
  });

  it('strips every password, token and secret by field name, at any depth, keeping true/false fields', () => {
    const before = {
      login_password: 'old-secret-1',
      wifiPassword: 'wifi-1',
      accessToken: 'tok-1',
      offlineLoginKey: 'KEY-1',
      credentials: { user: 'u', pass: 'p-1' },
      nested: { devicePassword: 'dev-1', api_key: 'k-1', pin: '1234' },
      hasPassword: false,
      allowKioskToManagePassword: false,
      volume: 3,
    };
    const after = {
      login_password: 'new-secret-2',
      wifiPassword: 'wifi-2',
      accessToken: 'tok-2',
      offlineLoginKey: 'KEY-2',
      credentials: { user: 'v', pass: 'p-2' },
      nested: { devicePassword: 'dev-2', api_key: 'k-2', pin: '9876' },
      hasPassword: true,
      allowKioskToManagePassword: true,
      volume: 4,
    };
    const entries = activityEntries({
      action: 'player.configure',
      targets: [{ id: 'SN1', ok: true, before, after }],
      detail: { sheet: 'players.xlsx', token: 'tok-3' },
    });
    const text = JSON.stringify(entries);
    for (const secret of [
      'secret-1',
      'secret-2',
      'wifi-',
      'tok-',
      'KEY-',
      'p-1',
      'p-2',
      'dev-',
      'k-1',
      'k-2',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('1234');
    expect(text).not.toContain('9876');
    expect(entries[0].targets[0].after).toEqual({
      hasPassword: true,
      allowKioskToManagePassword: true,
      volume: 4,
    });
    expect(entries[0].detail).toEqual({ sheet: 'players.xlsx' });
  });

  it('keeps a create as its values after and a delete as its values before', () => {
    expect(changedValues(undefined, { name: 'Lobby', look: { a: 1 } })).toEqual({
      after: { name: 'Lobby', 'look.a': 1 },
    });
    expect(changedValues({ name: 'Lobby' }, undefined)).toEqual({ before: { name: 'Lobby' } });
    expect(changedValues({ name: 'Lobby' }, { name: 'Lobby' })).toEqual({});
  });

  it('keeps the names of the ids its values hold, for a list too, and no other name', () => {
    const [entry] = activityEntries({
      action: 'device.bulkPush',
      targets: [
        {
          id: 'd1',
          ok: true,
          before: { room: 'room-1', selectedFloors: [] },
          after: { room: 'room-2', selectedFloors: ['f-1'] },
          names: { 'room-1': 'Room 1', 'room-2': 'Room 2', 'f-1': 'Ground', 'room-9': 'Elsewhere' },
        },
      ],
    });
    expect(entry.targets[0].names).toEqual({ 'room-1': 'Room 1', 'room-2': 'Room 2', 'f-1': 'Ground' });
  });

  it('cuts long texts and keeps files and nested lists as something readable', () => {
    const flat = flattenValues({
      logo: `data:image/png;base64,${'A'.repeat(10_000)}`,
      file: new Blob(['x'], { type: 'image/png' }),
      rows: [{ a: 1 }],
    });
    expect(String(flat.logo)).toHaveLength(200);
    expect(flat.file).toBe('[image/png]');
    expect(flat.rows).toBe('[{"a":1}]');
  });

  it('splits an action on many targets into parts that each fit the API, tied by one group', () => {
    const targets = Array.from({ length: 1_000 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Meeting room ${index} on the fourth floor of the east building`,
      ok: index % 10 !== 0,
      error: index % 10 === 0 ? 'The device did not answer in time' : null,
      before: { label: `Old ${index}`, group: 'A' },
      after: { label: `New ${index}`, group: 'B' },
    }));
    const parts = activityEntries({ action: 'device.bulkPush', targets }, { groupId: () => 'group-1' });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((part) => part.targets).map((target) => target.id)).toEqual(
      targets.map((target) => target.id),
    );
    parts.forEach((part, index) => {
      expect(bytes(part)).toBeLessThanOrEqual(RECORD_LIMITS.activity.maxBodyBytes);
      expect(part.part).toEqual({ group: 'group-1', index: index + 1, of: parts.length });
      expect(part.counts).toEqual({ succeeded: 900, failed: 100 });
      expect(part.outcome).toBe('partial');
      for (const line of part.targetText) expect(line.length).toBeLessThanOrEqual(RECORD_STRING_MAX);
    });
  });

  it('drops the values of a target too big for an entry of its own, never the target', () => {
    const after = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`field${i}`, 'x'.repeat(300)]));
    const [entry] = activityEntries({
      action: 'workplace.save',
      targets: [{ id: 'workplace', ok: true, before: {}, after }],
    });
    expect(entry.targets[0]).toEqual({ id: 'workplace', name: 'workplace', outcome: 'succeeded' });
  });

  it('knows a secret field by its name, whatever its spelling', () => {
    for (const name of ['password', 'login_password', 'Wifi-Password', 'x_token', 'clientSecret', 'PIN'])
      expect(isSecretField(name)).toBe(true);
    for (const name of ['language', 'keypadVolume', 'pinned', 'spin', 'label'])
      expect(isSecretField(name)).toBe(false);
  });
});
