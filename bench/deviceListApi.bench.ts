import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../mock-server/app';
import { seed } from '../mock-server/db/seed';
import { median, result, type Benchmark } from './result';
import { sized } from './scale';

const DEVICES = sized(10_000, 200);
const RUNS = sized(40, 1);
const BUDGET_MS = 150;
const SEED_RUNS = sized(5, 1);
const SEED_BUDGET_MS = 1_000;

/**
 * GET /device/all with 10,000 devices, as the console asks for it: median wall time per request; and the median
 * time to seed those 10,000 devices (`npm run mock -- --reset` with MOCK_DEVICES=10000).
 */
export const deviceListApi: Benchmark = {
  name: 'device-all-10000',
  async run() {
    const seedTimes: number[] = [];
    for (let i = 0; i < SEED_RUNS; i++) {
      const start = performance.now();
      seed({ devices: DEVICES, now: Date.now() });
      seedTimes.push(performance.now() - start);
    }
    const seeded = result('seed-10000', median(seedTimes), 'ms median', SEED_BUDGET_MS, {
      runs: SEED_RUNS,
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    });
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
      return [
        seeded,
        result('device-all-10000', median(times), 'ms median', BUDGET_MS, {
          devices: count,
          runs: RUNS,
          p90: Math.round([...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)]),
          loadAverage: Math.round(loadavg()[0] * 10) / 10,
        }),
      ];
    } finally {
      await mock.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
