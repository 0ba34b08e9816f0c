import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredData } from './db/store';
import { waitFor } from './fleet/testKit';
import { FILE_BYTES, startContentCreators } from './test/contentCreators';
import type { ContentItem } from '../src/domain/content/contentModel';
import { mockServers, signIn } from './test/harness';
import { spawnMock, type MockProcess } from './test/mockProcess';
import { contentFilesAndNames } from './test/races';

const running: MockProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const { start } = mockServers();

const spawned = async (dbFile: string): Promise<MockProcess> => {
  const mock = await spawnMock({ MOCK_DB: dbFile });
  running.push(mock);
  return mock;
};

const contentItems = async (url: string, token: string): Promise<ContentItem[]> => {
  const list = await fetch(`${url}/rest/v2/customcontents`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()) as ContentItem[];
};

/** A closed mock's data file holding one content item with its file (and so a content folder). */
const oneItemStored = async (): Promise<string> => {
  const mock = await start();
  const token = await signIn(mock.url, 'contributor');
  const creators = startContentCreators(mock.url, token, 1);
  await waitFor(() => creators.count() >= 1, 10_000);
  await creators.stop();
  await mock.close();
  return mock.store.file;
};

/** Every file in the content folder, as `folder/name`, hidden folders and files included. */
const filesUnder = (root: string): string[] =>
  existsSync(root)
    ? readdirSync(root).flatMap((folder) =>
        readdirSync(join(root, folder)).map((name) => `${folder}/${name}`),
      )
    : [];

describe('a crash never leaves a record naming a file that is not there', () => {
  it('after SIGKILL amid 8 clients creating items with files, every item’s file downloads and nothing else is left', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dm-crash-content-'));
    dirs.push(dir);
    const dbFile = join(dir, 'db.json');
    const first = await spawned(dbFile);
    const token = await signIn(first.url, 'contributor');
    const creators = startContentCreators(first.url, token, 8);
    await waitFor(() => creators.count() >= 8, 30_000);
    await first.stop('SIGKILL');
    await creators.stop();
    const acknowledged = new Map(creators.acknowledged);

    const second = await spawned(dbFile);
    const again = await signIn(second.url, 'contributor');
    const items = await contentItems(second.url, again);
    const withFiles = items.filter((item) => item.resources.en?.fileName && item.name.startsWith('Crash'));
    for (const id of acknowledged.keys()) expect(withFiles.some((item) => item.id === id)).toBe(true);
    for (const item of withFiles) {
      const file = await fetch(`${second.url}/customcontent/file?fileName=${item.resources.en?.fileName}`, {
        headers: { authorization: `Bearer ${again}` },
      });
      expect(file.status, `the file of ${item.id}`).toBe(200);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.length).toBe(FILE_BYTES);
      if (acknowledged.has(item.id)) expect(bytes[0]).toBe(acknowledged.get(item.id));
    }
    const disk = contentFilesAndNames(dbFile, await readStoredData(dbFile));
    expect(disk.files).toEqual(disk.named);
  }, 90_000);

  it('removes at start what no record names (left-over, staged, spooled) and keeps what one does', async () => {
    const dbFile = await oneItemStored();
    const root = join(dirname(dbFile), 'content');
    mkdirSync(join(root, '.spool'), { recursive: true });
    writeFileSync(join(root, '.spool', 'cut-off.part'), 'half');
    writeFileSync(join(root, 'acme', '.staged-1-content-x-en.png'), 'staged');
    writeFileSync(join(root, 'acme', 'content-gone-en.png'), 'orphan');
    mkdirSync(join(root, 'globex'), { recursive: true });
    writeFileSync(join(root, 'globex', 'content-gone-en.png'), 'orphan');

    const restarted = await start({ dbFile });
    const disk = contentFilesAndNames(dbFile, restarted.store.data);
    expect(disk.named.length).toBeGreaterThan(0);
    expect(filesUnder(root).filter((name) => !name.startsWith('.spool/'))).toEqual(disk.named);
    expect(filesUnder(root).filter((name) => name.startsWith('.spool/'))).toEqual([]);
  });

  it('--reset starts the files again too', async () => {
    const dbFile = await oneItemStored();
    const reset = await start({ dbFile, reset: true });
    expect(reset.store.data.contentItems.some((item) => item.name.startsWith('Crash'))).toBe(false);
    expect(filesUnder(join(dirname(dbFile), 'content'))).toEqual([]);
  });
});
