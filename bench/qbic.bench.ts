import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_DISCOVERY_TIMEOUT_MS, SCAN_CONCURRENCY } from '../src/config';
import { createDeviceClient, createTokenCache, scanRanges } from '../src/players';
import { hostAt } from '../mock-server/fleet';
import { createCountingFetch } from './countingFetch';
import { spawnFleet } from './fleetSpawn';
import { result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

/** Chromium's socket pool holds 256 sockets in all. */
const CHROMIUM_SOCKETS = 256;
/** The fleet's first player; the scanned range starts one address lower. */
const FLEET_FIRST = '127.0.0.2';
const SCAN_FIRST = '127.0.0.1';
const SCAN_RUNS = sized(3, 1);
const LIVE = 12;
const BLACKHOLED = sized(42, 4);
const ADDRESSES = 254;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One scan of the 254 addresses with a fresh client: time, players found and sockets held at once. */
async function scanOnce(port: number) {
  const counting = createCountingFetch();
  try {
    const client = createDeviceClient({ port, fetch: counting.fetch });
    const start = performance.now();
    const scan = await scanRanges([{ start: SCAN_FIRST, end: hostAt(SCAN_FIRST, ADDRESSES - 1) }], {
      client,
      cache: createTokenCache(),
    });
    const ms = performance.now() - start;
    const complete = scan.found.length === LIVE && scan.total === ADDRESSES && !scan.cancelled;
    return { ms, complete, peakSockets: counting.peakSockets(), requests: counting.requests() };
  } finally {
    counting.close();
  }
}

/**
 * 254 addresses (127.0.0.1 to .254): 12 players, 42 that accept and never answer, 200 where nothing listens.
 * The players run in their own process; median of three scans.
 */
async function scanBench(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dm-bench-faults-'));
  const faultsFile = join(dir, 'faults.json');
  const silent = Array.from({ length: BLACKHOLED }, (_, index) => hostAt(FLEET_FIRST, LIVE + index));
  writeFileSync(
    faultsFile,
    JSON.stringify(Object.fromEntries(silent.map((ip) => [ip, { blackhole: true }]))),
  );
  const fleet = await spawnFleet({ MOCK_PLAYERS: String(LIVE + BLACKHOLED), MOCK_FAULTS: faultsFile });
  const runs = [];
  try {
    for (let round = 0; round < SCAN_RUNS; round += 1) runs.push(await scanOnce(fleet.port));
  } finally {
    await fleet.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const details = {
    addresses: ADDRESSES,
    live: LIVE,
    blackholed: BLACKHOLED,
    refusing: ADDRESSES - LIVE - BLACKHOLED,
    discoveryTimeoutMs: DEVICE_DISCOVERY_TIMEOUT_MS,
    concurrency: SCAN_CONCURRENCY,
    runs: runs.map((run) => Math.round(run.ms)),
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
  };
  const time = result(
    'qbic-scan-254',
    median(runs.map((run) => run.ms)),
    'ms median',
    1.3 * DEVICE_DISCOVERY_TIMEOUT_MS,
    details,
  );
  const sockets = result(
    'qbic-scan-sockets',
    Math.max(...runs.map((run) => run.peakSockets)),
    'sockets at once',
    CHROMIUM_SOCKETS,
    { requests: Math.max(...runs.map((run) => run.requests)) },
  );
  return [{ ...time, ok: time.ok && runs.every((run) => run.complete) }, sockets];
}

/**
 * Discovery on a real simulated fleet (issue 5's speed budget). Lock, unlock, restart and read-back are measured
 * at a slow link's latency in qbicActions.bench.ts.
 */
export const qbic: Benchmark = {
  name: 'qbic',
  async run() {
    return scanBench();
  },
};
