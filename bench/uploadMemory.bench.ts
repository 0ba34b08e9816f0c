import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnMock } from '../mock-server/test/mockProcess';
import type { Benchmark, BenchResult } from './result';

const POSTS = 3;
const FILES = 10;
const FILE_BYTES = 19 * 1024 * 1024;
const MEMORY_BUDGET_MB = 100;
const SERVERINFO_BUDGET_MS = 200;
const CHUNK = Buffer.alloc(1024 * 1024);

/** Resident memory of a process in MB (Linux: VmRSS of /proc/<pid>/status). */
const rssMbOf = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
};

/**
 * One content post of FILES files of FILE_BYTES each, streamed (the benchmark holds none of it), declaring a
 * language the library does not have: resolves with the answer's status and how long it took.
 */
function hostilePost(url: string, token: string): Promise<{ status: number; ms: number }> {
  const boundary = `bench${Date.now()}${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = [field('name', 'Huge'), field('type', 'VID'), field('defaultLanguage', 'en')];
  for (let index = 0; index < FILES; index += 1)
    head.push(field('languages[]', 'xx'), field('labels[]', 'x'));
  const fileHead = (index: number) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="resources[]"; filename="f${index}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${url}/rest/v2/customcontents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const write = (chunk: string | Buffer) =>
      new Promise<void>((done) => (req.write(chunk) ? done() : req.once('drain', done)));
    void (async () => {
      await write(head.join(''));
      for (let index = 0; index < FILES && !answered; index += 1) {
        await write(fileHead(index));
        for (let sent = 0; sent < FILE_BYTES && !answered; sent += CHUNK.length) await write(CHUNK);
        await write('\r\n');
      }
      req.end(`--${boundary}--\r\n`);
    })().catch(reject);
  });
}

/**
 * Three concurrent content posts of 10 × 19 MB declaring an unknown language, against `npm run mock` in its own
 * process: the mock's resident memory above its idle size, and the slowest `/rest/serverinfo` meanwhile.
 */
export const uploadMemory: Benchmark = {
  name: 'upload-memory',
  async run(): Promise<BenchResult[]> {
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-uploads-'));
    const mock = await spawnMock({ MOCK_DB: join(dir, 'db.json') });
    try {
      const signIn = await fetch(`${mock.url}/rest/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'contributor', password: 'demo', fingerprint: 'bench' }),
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      await new Promise((resolve) => setTimeout(resolve, 500));
      const idle = rssMbOf(mock.pid);
      let peak = idle;
      let slowest = 0;
      let running = true;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMbOf(mock.pid));
      }, 25);
      const probe = (async () => {
        while (running) {
          const started = performance.now();
          await (await fetch(`${mock.url}/rest/serverinfo`)).text();
          slowest = Math.max(slowest, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const posts = await Promise.all(
        Array.from({ length: POSTS }, () => hostilePost(mock.url, accessToken)),
      );
      running = false;
      await probe;
      clearInterval(sampler);
      const loadAverage = Math.round(loadavg()[0] * 10) / 10;
      const growth = peak - idle;
      const details = {
        posts: posts.map((post) => ({ status: post.status, ms: Math.round(post.ms) })),
        idleMb: Math.round(idle),
        loadAverage,
      };
      return [
        {
          name: 'upload-memory-growth',
          value: Math.round(growth * 10) / 10,
          unit: 'MB',
          budget: MEMORY_BUDGET_MB,
          ok: growth <= MEMORY_BUDGET_MB && posts.every((post) => post.status === 400),
          ...details,
        },
        {
          name: 'upload-serverinfo-slowest',
          value: Math.round(slowest * 10) / 10,
          unit: 'ms',
          budget: SERVERINFO_BUDGET_MS,
          ok: slowest <= SERVERINFO_BUDGET_MS,
          loadAverage,
        },
      ];
    } finally {
      await mock.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
