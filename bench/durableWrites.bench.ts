import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminDevices, startLabelWriters } from '../mock-server/test/labelWriters';
import { spawnMock } from '../mock-server/test/mockProcess';
import { cpuMsOf } from './cpu';
import type { Benchmark } from './result';
import { sized } from './scale';

const CLIENTS = sized(8, 2);
const WINDOW_MS = sized(4_000, 500);
const BUDGET_PER_SECOND = 500;
/**
 * Measured once with the store as it was before writes became durable (answered first, written 50 ms later,
 * no fsync), on this machine with the same clients: the figure the durable store is compared with. The machine
 * was shared then (one-minute load average 15.3 on 2 cores); the mock used 1.03 ms of CPU per write.
 */
const BEFORE = { perSecond: 100, loadAverage: 15.3, mockCpuMsPerWrite: 1.03 };

/** Acknowledged label writes a second, 8 clients at once, against `npm run mock` in its own process. */
export const durableWrites: Benchmark = {
  name: 'durable-writes',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-writes-'));
    const mock = await spawnMock({ MOCK_DB: join(dir, 'db.json') });
    try {
      const { token, ids } = await adminDevices(mock.url);
      const cpuBefore = cpuMsOf(mock.pid);
      const started = performance.now();
      const writers = startLabelWriters(mock.url, token, ids, CLIENTS);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      await writers.stop();
      const perSecond = writers.count() / ((performance.now() - started) / 1000);
      const mockCpuMs = cpuMsOf(mock.pid) - cpuBefore;
      return {
        name: 'durable-writes',
        value: Math.round(perSecond),
        unit: 'acknowledged writes/s',
        budget: BUDGET_PER_SECOND,
        // A throughput: the budget is a floor.
        ok: perSecond >= BUDGET_PER_SECOND,
        before: BEFORE,
        clients: CLIENTS,
        // The mock's own CPU time per acknowledged write: what the machine's load leaves it decides the rate.
        mockCpuMsPerWrite: Math.round((mockCpuMs / Math.max(1, writers.count())) * 100) / 100,
        loadAverage: Math.round(loadavg()[0] * 10) / 10,
      };
    } finally {
      await mock.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
