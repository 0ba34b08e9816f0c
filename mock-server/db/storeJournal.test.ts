import { appendFile, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MockLogger } from '../logger';
import { silentLogger } from '../logger';
import { mockServers } from '../test/harness';
import { encodeLine, journalFileOf, readJournal } from './journal';
import { openStore, readStoredData, type StoreOptions } from './store';
import type { DbData } from './types';

const { dir } = mockServers();
const open = (file: string, options: Partial<StoreOptions> = {}) =>
  openStore({ file, devices: 30, logger: silentLogger, ...options });
const readSnapshot = async (file: string): Promise<DbData> =>
  JSON.parse(await readFile(file, 'utf8')) as DbData;
const journalOf = async (file: string) => readJournal(await readFile(journalFileOf(file)), 'journal');
const newFile = async () => join(await dir(), 'db.json');

describe('the store journal', () => {
  it('refuses to start on a data file replaced by an older copy, naming both files, and loses nothing', async () => {
    const file = await newFile();
    const first = await open(file);
    first.data.users[0].name = 'First';
    first.changed('users');
    await first.close();
    const older = await readFile(file, 'utf8');
    // A later run folds its journal into a new snapshot: the older copy no longer names the journal.
    const second = await open(file);
    second.data.users[0].name = 'Second';
    second.changed('users');
    await second.close();
    const third = await open(file);
    third.data.users[0].name = 'Acknowledged';
    third.changed('users');
    await third.durable();
    // The data file changes under the running store; the next start must not drop the acknowledged write.
    await writeFile(file, older);
    const refused = open(file);
    await expect(refused).rejects.toThrow(file);
    await expect(refused).rejects.toThrow(journalFileOf(file));
    expect((await journalOf(file)).entries).toHaveLength(1);
    expect((await open(file, { reset: true })).seeded).toBe(true);
  });

  it('refuses to seed a new data file over a journal that holds changes', async () => {
    const file = await newFile();
    const store = await open(file);
    store.data.users[0].name = 'Acknowledged';
    store.changed('users');
    await store.durable();
    await rm(file);
    await expect(open(file)).rejects.toThrow(/is missing, but the journal .* holds 1 change/);
    expect((await journalOf(file)).entries).toHaveLength(1);
  });

  it('appends a commit to the journal and leaves the snapshot as it was', async () => {
    const file = await newFile();
    const store = await open(file);
    const snapshot = await readFile(file, 'utf8');
    store.data.users[0].name = 'Journalled';
    store.changed('users');
    await store.durable();
    expect(await readFile(file, 'utf8')).toBe(snapshot);
    const { entries } = await journalOf(file);
    expect(entries).toEqual([{ ops: [{ c: 'users', all: store.data.users }] }]);
  });

  it('writes only the records named, and removes a named record that is gone', async () => {
    const file = await newFile();
    const store = await open(file);
    const [first, second] = store.data.devices;
    first.label = 'Named';
    store.changed('devices', first.id);
    store.data.devices = store.data.devices.filter((device) => device !== second);
    store.changed('devices', second.id);
    await store.durable();
    expect((await journalOf(file)).entries).toEqual([
      { ops: [{ c: 'devices', set: [first], del: [second.id] }] },
    ]);
    const stored = await readStoredData(file);
    expect(stored.devices.find((device) => device.id === first.id)?.label).toBe('Named');
    expect(stored.devices.some((device) => device.id === second.id)).toBe(false);
    expect(stored.devices.map((device) => device.id)).toEqual(store.data.devices.map((device) => device.id));
  });

  it('replays the journal at a start after a crash (no close), then folds it into a new snapshot', async () => {
    const file = await newFile();
    const store = await open(file);
    store.data.users[0].name = 'Before the crash';
    store.changed('users');
    store.data.devices.push({ ...store.data.devices[0], id: 'dev-new', label: 'Added' });
    store.changed('devices', 'dev-new');
    await store.durable();
    const again = await open(file);
    expect(again.seeded).toBe(false);
    expect(again.data.users[0].name).toBe('Before the crash');
    expect(again.data.devices.at(-1)?.label).toBe('Added');
    expect((await readSnapshot(file)).users[0].name).toBe('Before the crash');
    expect((await journalOf(file)).entries).toEqual([]);
    await again.close();
  });

  it('ignores an entry a crash cut short, says so, and keeps committing after it', async () => {
    const file = await newFile();
    const store = await open(file);
    store.data.users[0].name = 'Committed';
    store.changed('users');
    await store.durable();
    const torn = encodeLine({ ops: [{ c: 'users', all: [] }] });
    await appendFile(journalFileOf(file), torn.subarray(0, torn.length - 5));
    const notes: string[] = [];
    const logger: MockLogger = {
      info: (message) => notes.push(message),
      error: (message) => notes.push(message),
    };
    const again = await open(file, { logger });
    expect(again.data.users.length).toBeGreaterThan(1);
    expect(again.data.users[0].name).toBe('Committed');
    expect(notes).toEqual([expect.stringMatching(/cut short \(\d+ bytes\): left out/)]);
    again.data.users[1].name = 'After';
    again.changed('users');
    await again.durable();
    const third = await open(file);
    expect([third.data.users[0].name, third.data.users[1].name]).toEqual(['Committed', 'After']);
    await third.close();
  });

  it('folds the journal into a new snapshot once it outgrows both the threshold and the snapshot', async () => {
    const file = await newFile();
    const store = await open(file, { compactAfterBytes: 1 });
    const snapshotBytes = (await stat(file)).size;
    let commits = 0;
    while ((await stat(journalFileOf(file))).size < snapshotBytes) {
      store.data.rooms[0].capacity = 500 + commits;
      store.changed('rooms');
      await store.durable();
      commits += 1;
    }
    expect((await readSnapshot(file)).rooms[0].capacity).not.toBe(500 + commits - 1);
    store.data.rooms[0].capacity = 999;
    store.changed('rooms');
    await store.durable();
    expect((await readSnapshot(file)).rooms[0].capacity).toBe(999);
    expect((await journalOf(file)).entries).toEqual([]);
    expect(store.writes()).toBe(commits + 1);
    expect((await readStoredData(file)).rooms[0].capacity).toBe(999);
  });

  it('loses and repeats nothing when a crash comes between the new snapshot and the new journal', async () => {
    const file = await newFile();
    const store = await open(file);
    store.data.users[0].name = 'In the old journal';
    store.changed('users');
    store.data.devices.splice(1, 1);
    store.changed('devices');
    await store.durable();
    const oldJournal = await readFile(journalFileOf(file));
    const expected = structuredClone(store.data);
    // A clean close writes the new snapshot, then the new journal; putting the old journal back is the crash.
    await store.close();
    await writeFile(journalFileOf(file), oldJournal);
    const again = await open(file);
    expect(again.data).toEqual(expected);
    again.data.users[1].name = 'Next';
    again.changed('users');
    await again.durable();
    expect((await readStoredData(file)).users[1].name).toBe('Next');
    await again.close();
  });

  it('throws the journal away on reset, even when the process was killed before', async () => {
    const file = await newFile();
    const store = await open(file);
    store.data.users[0].languageCode = 'nl';
    store.changed('users');
    await store.durable();
    const reset = await open(file, { reset: true });
    expect(reset.data.users[0].languageCode).toBeNull();
    expect((await readStoredData(file)).users[0].languageCode).toBeNull();
    await reset.close();
  });

  it('refuses a commit whose journal was removed, and saves it with the next commit in a new snapshot', async () => {
    const file = await newFile();
    const store = await open(file);
    await rm(journalFileOf(file));
    store.data.users[0].name = 'Refused at first';
    store.changed('users');
    await expect(store.durable()).rejects.toThrow(/was removed/);
    store.data.users[1].name = 'Next';
    store.changed('users', store.data.users[1].id);
    await store.durable();
    const stored = await readStoredData(file);
    expect([stored.users[0].name, stored.users[1].name]).toEqual(['Refused at first', 'Next']);
    expect((await journalOf(file)).entries).toEqual([]);
    await store.close();
  });

  it('continues a journal that holds no entry without writing a new snapshot', async () => {
    const file = await newFile();
    await (await open(file)).close();
    const snapshot = await stat(file);
    const again = await open(file);
    expect((await stat(file)).mtimeMs).toBe(snapshot.mtimeMs);
    again.data.users[0].name = 'Continued';
    again.changed('users');
    await again.durable();
    expect((await readStoredData(file)).users[0].name).toBe('Continued');
    await again.close();
  });
});
