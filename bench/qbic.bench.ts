import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_DISCOVERY_TIMEOUT_MS, PLAYER_ACTION_CONCURRENCY, SCAN_CONCURRENCY } from '../src/config';
import { createDeviceClient, createTokenCache, lockPlayers, scanRanges, unlockPlayers } from '../src/devices';
import { hostAt } from '../mock-server/fleet';
import { createCountingFetch } from './countingFetch';
import { spawnFleet, type FleetProcess } from './fleetSpawn';
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
const LOCK_PLAYERS = sized(200, 10);
const LOCK_LATENCY_MS = 30;
/** The vendor's configuration tool handles 20 players at a time. */
const VENDOR_CONCURRENCY = 20;
const LOCK_RUNS = sized(3, 1);

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

interface LockRun {
  ms: number;
  requests: number;
  locked: number;
  peakSockets: number;
}

/** Locks every player `concurrency` at a time (timed), then unlocks them again (not timed). */
async function lockOnce(fleet: FleetProcess, concurrency: number): Promise<LockRun> {
  const counting = createCountingFetch();
  const options = {
    client: createDeviceClient({ port: fleet.port, fetch: counting.fetch }),
    tenantId: 'acme',
    cache: createTokenCache(),
    concurrency,
  };
  const players = fleet.ips.map((ip, index) => ({ ip, serial_number: fleet.serials[index] }));
  try {
    const start = performance.now();
    const results = await lockPlayers(players, { ...options, enableQbicSecurity: true });
    const ms = performance.now() - start;
    const run = {
      ms,
      requests: counting.requests(),
      locked: results.filter((entry) => entry.ok).length,
      peakSockets: counting.peakSockets(),
    };
    const unlocked = await unlockPlayers(players, options);
    if (unlocked.some((entry) => !entry.ok))
      throw new Error('The players could not be unlocked between runs');
    return run;
  } finally {
    counting.close();
  }
}

/**
 * Lock of 200 players with 30 ms added to every request (MOCK_PLAYERS=200 in a process of their own, as
 * real players are other machines): after a warm-up, ours and the vendor's 20 at a time, interleaved,
 * median of three each.
 * The bound is the rounds the concurrency allows times the requests one lock needs times the latency.
 */
async function lockBench(): Promise<BenchResult[]> {
  const fleet = await spawnFleet({
    MOCK_PLAYERS: String(LOCK_PLAYERS),
    MOCK_PLAYER_LATENCY: String(LOCK_LATENCY_MS),
  });
  const setups = [
    { name: 'qbic-lock-200', concurrency: PLAYER_ACTION_CONCURRENCY, runs: [] as LockRun[] },
    { name: 'qbic-lock-200-at-20', concurrency: VENDOR_CONCURRENCY, runs: [] as LockRun[] },
  ];
  try {
    // One untimed run first, so that both concurrencies meet code the JIT has already compiled.
    await lockOnce(fleet, PLAYER_ACTION_CONCURRENCY);
    for (let round = 0; round < LOCK_RUNS; round += 1) {
      for (const setup of setups) setup.runs.push(await lockOnce(fleet, setup.concurrency));
    }
  } finally {
    await fleet.close();
  }
  const times = setups.map((setup) => median(setup.runs.map((run) => run.ms)));
  const ratio = Math.round((times[1] / times[0]) * 100) / 100;
  return setups.map(({ name, concurrency, runs }, index) => {
    const requestsPerLock = Math.max(...runs.map((run) => run.requests)) / LOCK_PLAYERS;
    const bound = Math.ceil(LOCK_PLAYERS / concurrency) * requestsPerLock * LOCK_LATENCY_MS;
    const locked = Math.min(...runs.map((run) => run.locked));
    const line = result(name, times[index], 'ms median', 1.5 * bound, {
      bound: Math.round(bound),
      requestsPerLock,
      concurrency,
      latencyMs: LOCK_LATENCY_MS,
      runs: runs.map((run) => Math.round(run.ms)),
      locked,
      peakSockets: Math.max(...runs.map((run) => run.peakSockets)),
      vendorOverOursRatio: ratio,
      // Other work on the machine slows every figure here: the one-minute load average says how much.
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
    });
    return { ...line, ok: line.ok && locked === LOCK_PLAYERS };
  });
}

/** Discovery and lock on real simulated fleets (issue 5's speed budgets). */
export const qbic: Benchmark = {
  name: 'qbic',
  async run() {
    return [...(await scanBench()), ...(await lockBench())];
  },
};
