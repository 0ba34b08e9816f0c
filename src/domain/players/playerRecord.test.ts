import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  firstCreated,
  LAST_SEEN_STEP_MS,
  mergePlayerRecords,
  recordChange,
  type PlayerRecordFields,
} from './playerRecord';

const kept: PlayerRecordFields = fieldsOf({
  serial: 'QB1',
  name: 'Lobby',
  ip: '10.0.0.1',
  model: 'TD-1070',
  lastSeen: 1_000_000,
  appVersion: '1.0',
  schedule: { mode: 'onoff', on: '07:00', off: '19:00' },
});

describe('mergePlayerRecords', () => {
  it('takes the fields of the one seen last and fills in what it does not know from the other', () => {
    const merged = mergePlayerRecords(kept, { serial: 'QB1', ip: '10.0.0.7', lastSeen: 2_000_000 });
    expect(merged).toMatchObject({ ip: '10.0.0.7', lastSeen: 2_000_000, name: 'Lobby', appVersion: '1.0' });
    const stale = mergePlayerRecords(kept, { serial: 'QB1', ip: '10.0.0.9', lastSeen: 500 });
    expect(stale).toMatchObject({ ip: '10.0.0.1', lastSeen: 1_000_000 });
  });

  it('keeps the newer outcome whichever record was seen last', () => {
    const a = { ...kept, lastOutcome: { action: 'player.lock', ok: true, at: 9 } };
    const b = {
      serial: 'QB1',
      lastSeen: 2_000_000,
      lastOutcome: { action: 'player.reboot', ok: false, at: 3 },
    };
    expect(mergePlayerRecords(a, b).lastOutcome).toMatchObject({ action: 'player.lock' });
  });
});

describe('recordChange', () => {
  it('writes nothing for the same fields and a lastSeen less than a step newer', () => {
    expect(recordChange(kept, { serial: 'QB1', ip: '10.0.0.1', lastSeen: 1_000_000 + 1_000 })).toBeNull();
    expect(recordChange(kept, { serial: 'QB1', lastSeen: 1_000_000 + LAST_SEEN_STEP_MS })).toMatchObject({
      lastSeen: 1_000_000 + LAST_SEEN_STEP_MS,
    });
  });

  it('writes a new address, versions or password state at once', () => {
    expect(recordChange(kept, { serial: 'QB1', ip: '10.0.0.2', lastSeen: 1_000_001 })).toMatchObject({
      ip: '10.0.0.2',
    });
    expect(recordChange(kept, { serial: 'QB1', passwordOpens: false, lastSeen: 1_000_001 })).toMatchObject({
      passwordOpens: false,
    });
  });

  it('makes a whole record of a first note', () => {
    expect(recordChange(undefined, { serial: 'QB2', lastSeen: 5 })).toEqual(
      fieldsOf({ serial: 'QB2', lastSeen: 5 }),
    );
  });
});

describe('firstCreated', () => {
  it('keeps the record created first, by id when created in the same millisecond', () => {
    const record = (id: string, createdAt: string) => ({ ...kept, id, version: 1, createdAt });
    expect(firstCreated([record('b', '2026-01-02'), record('a', '2026-01-03')])?.id).toBe('b');
    expect(firstCreated([record('b', '2026-01-02'), record('a', '2026-01-02')])?.id).toBe('a');
  });
});
