import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentItem } from '../src/domain/content/contentModel';
import { signIn } from './test/harness';
import { spawnMock, type MockProcess } from './test/mockProcess';

const running: MockProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const FILE_BYTES = 20 * 1024 * 1024;
const MB = 1024 * 1024;

/** The resident memory of a process, in bytes. */
const rssOf = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A client that takes what its socket holds every 50 ms and gives up after `ms`; resolves with the bytes it read. */
function slowReader(url: string, token: string, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      let read = 0;
      response.pause();
      const tick = setInterval(() => {
        const chunk = response.read() as Buffer | null;
        read += chunk?.length ?? 0;
      }, 50);
      setTimeout(() => {
        clearInterval(tick);
        response.destroy();
        resolve(read);
      }, ms);
    });
    call.on('error', reject);
    call.end();
  });
}

describe('downloads stream', () => {
  it('24 slow readers of a 20 MB library file add at most 100 MB to the mock', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dm-download-memory-'));
    dirs.push(dir);
    const mock = await spawnMock({ MOCK_DB: join(dir, 'db.json') });
    running.push(mock);
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
    form.append('resources[]', new Blob([Buffer.alloc(FILE_BYTES, 7)]), 'film.mp4');
    const created = await fetch(`${mock.url}/rest/v2/customcontents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const item = (await created.json()) as ContentItem;
    expect(created.status).toBe(200);
    const url = `${mock.url}/customcontent/file?fileName=${item.resources.en?.fileName}`;
    // Settled after the upload: the memory the upload used is back before the readers start.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = rssOf(mock.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(mock.pid))), 50);
    const read = await Promise.all(Array.from({ length: 24 }, () => slowReader(url, token, 2000)));
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(mock.pid));
    expect(read.every((bytes) => bytes > 0)).toBe(true);
    expect((peak - before) / MB).toBeLessThanOrEqual(100);
  }, 90_000);
});
