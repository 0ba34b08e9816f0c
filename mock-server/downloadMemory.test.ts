import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_FILE_MAX_BYTES, type ContentItem } from '../src/domain/content/contentModel';
import { DEFAULTS } from './constants';
import { signIn } from './test/harness';
import { spawnMock, type MockProcess } from './test/mockProcess';
import { MB, slowReadersCost } from './test/slowReaders';

const running: MockProcess[] = [];
const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The most memory 24 slow readers of one file may add to the mock, in MB (issue 35, M2). */
const ADDED_MAX_MB = 100;

/** `npm run mock` in a process of its own, with a data file of its own. */
async function mockProcess(env: Record<string, string> = {}): Promise<MockProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'dm-download-memory-'));
  dirs.push(dir);
  const mock = await spawnMock({ MOCK_DB: join(dir, 'db.json'), ...env });
  running.push(mock);
  return mock;
}

const asJson = (token: string, body: unknown) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A web server of the test on loopback that answers `bytes` at every address. */
async function siteServing(bytes: Buffer): Promise<string> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': bytes.length });
    res.end(bytes);
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('downloads stream', () => {
  it('24 slow readers of a 20 MB library file add at most 100 MB to the mock', async () => {
    const mock = await mockProcess();
    const token = await signIn(mock.url, 'contributor');
    const form = new FormData();
    for (const [name, value] of [
      ['name', 'Large film'],
      ['type', 'VID'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', 'Film'],
    ])
      form.append(name, value);
    form.append('resources[]', new Blob([Buffer.alloc(20 * MB, 7)]), 'film.mp4');
    const created = await fetch(`${mock.url}/rest/v2/customcontents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const item = (await created.json()) as ContentItem;
    expect(created.status).toBe(200);
    const url = `${mock.url}/customcontent/file?fileName=${item.resources.en?.fileName}`;
    const { read, addedMb } = await slowReadersCost(mock.pid, url, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect(addedMb).toBeLessThanOrEqual(ADDED_MAX_MB);
  }, 90_000);

  it('24 slow readers of the 20 MB sample add at most 100 MB to the mock', async () => {
    const mock = await mockProcess();
    const { read, addedMb } = await slowReadersCost(mock.pid, `${mock.url}/samples/too-large.mp4`, {});
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect(addedMb).toBeLessThanOrEqual(ADDED_MAX_MB);
  }, 90_000);

  it('24 slow readers of a 20 MB address the download proxy fetches add at most 100 MB to the mock', async () => {
    const site = await siteServing(Buffer.alloc(CONTENT_FILE_MAX_BYTES, 3));
    const mock = await mockProcess({ MOCK_DOWNLOAD_ALLOW: `${site}/` });
    const token = await signIn(mock.url, 'contributor');
    const { read, addedMb } = await slowReadersCost(
      mock.pid,
      `${mock.url}/customcontent/download`,
      asJson(token, { downloadurl: `${site}/film.mp4` }),
    );
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect(addedMb).toBeLessThanOrEqual(ADDED_MAX_MB);
  }, 120_000);

  it('24 slow readers of the largest player sheet a request can ask for add at most 100 MB to the mock', async () => {
    const mock = await mockProcess();
    const token = await signIn(mock.url, 'admin');
    const players = Array.from({ length: 7_000 }, (_, i) => ({
      serialNumber: `QB${String(i).padStart(8, '0')}`,
      deviceName: `Room ${i} ${((i * 2_654_435_761) >>> 0).toString(36).repeat(3)}`,
      ip: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      username: `kiosk-${(i * 40_503) % 99_991}`,
    }));
    const request = asJson(token, { players });
    expect(request.body.length).toBeGreaterThan(0.75 * DEFAULTS.bodyLimitBytes);
    expect(request.body.length).toBeLessThan(DEFAULTS.bodyLimitBytes);
    const { read, addedMb } = await slowReadersCost(
      mock.pid,
      `${mock.url}/tenant/configuration/download`,
      request,
    );
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect(addedMb).toBeLessThanOrEqual(ADDED_MAX_MB);
  }, 180_000);
});
