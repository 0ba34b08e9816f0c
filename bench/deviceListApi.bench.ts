import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../mock-server/app';
import { median, result, type Benchmark } from './result';

const DEVICES = 10_000;
const RUNS = 40;
const BUDGET_MS = 150;

/** GET /device/all with 10,000 devices, as the console asks for it: median wall time per request. */
export const deviceListApi: Benchmark = {
  name: 'device-all-10000',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-'));
    const mock = await createMockServer({
      port: 0,
      dbFile: join(dir, 'db.json'),
      reset: true,
      devices: DEVICES,
    });
    try {
      const login = await fetch(`${mock.url}/rest/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'demo', fingerprint: 'bench' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await fetch(`${mock.url}/device/all`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const body = (await response.json()) as { result: { items: unknown[] } };
        times.push(performance.now() - start);
        count = body.result.items.length;
      }
      return result('device-all-10000', median(times), 'ms median', BUDGET_MS, {
        devices: count,
        runs: RUNS,
        p90: Math.round([...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]),
      });
    } finally {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
