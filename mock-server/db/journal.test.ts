import { describe, expect, it } from 'vitest';
import { applyEntries, encodeLine, journalHeader, readJournal, type JournalEntry } from './journal';
import type { DbData } from './types';

const FILE = 'db.json.journal';
const entry = (ops: JournalEntry['ops']): JournalEntry => ({ ops });
const journalOf = (...entries: JournalEntry[]) =>
  Buffer.concat([journalHeader('j1'), ...entries.map((one) => encodeLine(one))]);
const data = () =>
  ({
    users: [
      { id: 'u1', name: 'One' },
      { id: 'u2', name: 'Two' },
    ],
    groups: [{ id: 'g1', name: 'Group' }],
  }) as unknown as DbData;

const first = entry([{ c: 'users', set: [{ id: 'u1', name: 'First' }], del: [] }]);
const second = entry([{ c: 'users', set: [{ id: 'u3', name: 'Three' }], del: ['u2'] }]);

describe('journal lines', () => {
  it('reads back the header and every entry, and where the next one goes', () => {
    const bytes = journalOf(first, second);
    expect(readJournal(bytes, FILE)).toEqual({
      id: 'j1',
      entries: [first, second],
      validBytes: bytes.length,
      tornBytes: 0,
    });
  });

  it('leaves out an entry a crash cut short, or one of zeros the disk held before', () => {
    const whole = journalOf(first);
    const half = encodeLine(second).subarray(0, 20);
    for (const torn of [half, Buffer.alloc(64), Buffer.concat([Buffer.alloc(64), Buffer.from('\n')])]) {
      const read = readJournal(Buffer.concat([whole, torn]), FILE);
      expect(read.entries).toEqual([first]);
      expect([read.validBytes, read.tornBytes]).toEqual([whole.length, torn.length]);
    }
  });

  it('refuses a line whose checksum is wrong when valid lines follow it (damage, not a crash)', () => {
    const line = encodeLine(first);
    line[12] = line[12] === 0x41 ? 0x42 : 0x41;
    const bytes = Buffer.concat([journalHeader('j1'), line, encodeLine(second)]);
    expect(() => readJournal(bytes, FILE)).toThrow(/damaged at byte \d+.*--reset/);
  });

  it('has no id when the file holds no valid header', () => {
    expect(readJournal(Buffer.from('not a journal\n'), FILE).id).toBeNull();
    expect(readJournal(Buffer.alloc(0), FILE)).toEqual({
      id: null,
      entries: [],
      validBytes: 0,
      tornBytes: 0,
    });
  });
});

describe('replaying entries', () => {
  it('sets records in place, appends new ones, removes, and replaces whole collections', () => {
    const replayed = data();
    const whole = entry([{ c: 'groups', all: [{ id: 'g2', name: 'Other' }] }]);
    applyEntries(replayed, [first, second, whole]);
    expect(replayed.users).toEqual([
      { id: 'u1', name: 'First' },
      { id: 'u3', name: 'Three' },
    ]);
    expect(replayed.groups).toEqual([{ id: 'g2', name: 'Other' }]);
  });

  it('changes nothing when entries the data already holds are applied again', () => {
    const once = data();
    applyEntries(once, [first, second]);
    const twice = structuredClone(once);
    applyEntries(twice, [first, second]);
    expect(twice).toEqual(once);
  });

  it('skips a collection the mock no longer has', () => {
    const replayed = data();
    const gone = { ops: [{ c: 'retired', all: [] }] } as unknown as JournalEntry;
    applyEntries(replayed, [gone, first]);
    expect(replayed.users[0].name).toBe('First');
    expect('retired' in replayed).toBe(false);
  });
});
