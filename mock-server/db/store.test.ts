import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { mockServers } from '../test/harness';
import { journalFileOf } from './journal';
import { openStore, readStoredData } from './store';
import type { DbData } from './types';

const { dir } = mockServers();
/** The snapshot alone, as written at the last fold. */
const readSnapshot = async (file: string): Promise<DbData> =>
  JSON.parse(await readFile(file, 'utf8')) as DbData;
const readData = readStoredData;
const open = (file: string, reset = false) => openStore({ file, reset, devices: 30, logger: silentLogger });

describe('store', () => {
  it('creates the data file from the seed, with a signing key of its own', async () => {
    const file = join(await dir(), 'nested', 'db.json');
    const store = await open(file);
    expect(store.seeded).toBe(true);
    const saved = await readSnapshot(file);
    expect(saved.devices.filter((device) => device.tenantId === 'acme')).toHaveLength(30);
    expect(saved.meta.jwtSecret.length).toBeGreaterThanOrEqual(40);
    const other = await open(join(await dir(), 'db.json'));
    expect(other.data.meta.jwtSecret).not.toBe(saved.meta.jwtSecret);
    await Promise.all([store.close(), other.close()]);
  });

  it('commits the changes of one moment in one durable write and leaves no temporary file', async () => {
    const folder = await dir();
    const file = join(folder, 'db.json');
    const store = await open(file);
    const before = store.writes();
    for (let index = 0; index < 20; index += 1) {
      store.data.users[0].name = `Name ${index}`;
      store.changed('users');
    }
    expect(store.version('users')).toBe(20);
    expect(store.isDurable()).toBe(false);
    await store.durable();
    expect(store.isDurable()).toBe(true);
    expect(store.writes()).toBe(before + 1);
    expect((await readData(file)).users[0].name).toBe('Name 19');
    expect((await readFile(journalFileOf(file), 'utf8')).trim().split('\n')).toHaveLength(2);
    expect(await readdir(folder)).toEqual(['db.json', 'db.json.journal']);
    // Closing writes whatever is still pending: nothing is, so the twenty changes made exactly one write.
    await store.close();
    expect(store.writes()).toBe(before + 1);
  });

  it('commits changes made during a write with the next write, and none is lost', async () => {
    const file = join(await dir(), 'db.json');
    const store = await open(file);
    const before = store.writes();
    store.data.users[0].name = 'First';
    store.changed('users');
    const first = store.durable();
    await new Promise((resolve) => setImmediate(resolve));
    store.data.users[1].name = 'Second';
    store.changed('users');
    await Promise.all([first, store.durable()]);
    expect(store.writes()).toBe(before + 2);
    const saved = await readData(file);
    expect([saved.users[0].name, saved.users[1].name]).toEqual(['First', 'Second']);
    await store.close();
  });

  it('removes temporary files a killed process left behind', async () => {
    const folder = await dir();
    const file = join(folder, 'db.json');
    await (await open(file)).close();
    await writeFile(`${file}.123-abcd.tmp`, '{"half":');
    const store = await open(file);
    expect(await readdir(folder)).toEqual(['db.json', 'db.json.journal']);
    await store.close();
  });

  it('writes a pending change on close and keeps it for the next start', async () => {
    const file = join(await dir(), 'db.json');
    const store = await open(file);
    store.data.users[0].languageCode = 'sv';
    store.changed('users');
    await store.close();
    const again = await open(file);
    expect(again.seeded).toBe(false);
    expect(again.data.users[0].languageCode).toBe('sv');
    expect(again.data.meta.jwtSecret).toBe(store.data.meta.jwtSecret);
    await again.close();
  });

  it('starts again from the seed on reset, with a new signing key', async () => {
    const file = join(await dir(), 'db.json');
    const store = await open(file);
    store.data.users[0].languageCode = 'da';
    store.changed('users');
    await store.close();
    const reset = await open(file, true);
    expect(reset.seeded).toBe(true);
    expect(reset.data.users[0].languageCode).toBeNull();
    expect(reset.data.meta.jwtSecret).not.toBe(store.data.meta.jwtSecret);
    expect((await readData(file)).users[0].languageCode).toBeNull();
    await reset.close();
    expect((await readSnapshot(file)).users[0].languageCode).toBeNull();
  });

  it('refuses a broken file with a message that says how to recover', async () => {
    const file = join(await dir(), 'db.json');
    await writeFile(file, '{"meta": ');
    await expect(open(file)).rejects.toThrow(/not valid JSON.*--reset/);
    await writeFile(file, '{"users": []}');
    await expect(open(file)).rejects.toThrow(/not a Device Manager data file/);
  });

  it('fills collections an older file lacks from the seed and keeps the rest', async () => {
    const file = join(await dir(), 'db.json');
    const store = await open(file);
    await store.close();
    const older = await readSnapshot(file);
    const { themes: _themes, ...withoutThemes } = older;
    withoutThemes.users[0].name = 'Kept';
    await writeFile(file, JSON.stringify(withoutThemes));
    const loaded = await open(file);
    expect(loaded.data.themes.length).toBeGreaterThan(0);
    expect(loaded.data.users[0].name).toBe('Kept');
    await loaded.close();
  });
});
