import { loadavg } from 'node:os';
import { PLAYER_ACTION_CONCURRENCY, READ_BACK_CONCURRENCY } from '../src/config';
import {
  createDeviceClient,
  createTokenCache,
  lockPlayers,
  readBackPlayers,
  rebootPlayers,
  unlockPlayers,
  waitUntilBack,
  type PlayerRef,
} from '../src/players';
import { createCountingFetch } from './countingFetch';
import { ownCpuMs } from './cpu';
import { spawnFleet, type FleetProcess } from './fleetSpawn';
import { median, result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

/** Players are other machines, often behind a slow link: 200 ms on every request. */
const LATENCY_MS = 200;
const PLAYERS = sized(200, 10);
/** The vendor's configuration tool handles 20 players at a time. */
const VENDOR_CONCURRENCY = 20;
/** Ours must be at least this many times faster than the vendor's 20 at a time. */
const SPEED_UP = 3;
const RUNS = sized(3, 1);
/** A short restart, so that the next operation meets players that answer again. */
const REBOOT_MS = 200;
const DRIFT_PLAYERS = sized(500, 20);
const DRIFT_RUNS = sized(3, 1);

type Operation = 'lock' | 'unlock' | 'reboot' | 'read-back';
const OPERATIONS: Operation[] = ['lock', 'unlock', 'reboot', 'read-back'];

interface Run {
  ms: number;
  requests: number;
  ok: number;
  /** This process's CPU (the console's client) during the operation. */
  cpuMs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const refsOf = (fleet: FleetProcess, isPasswordProtected: boolean): PlayerRef[] =>
  fleet.ips.map((ip, index) => ({ ip, serial_number: fleet.serials[index], isPasswordProtected }));

/** One operation on every player of the fleet, `concurrency` at a time, with a fresh client and no kept tokens. */
async function timed(fleet: FleetProcess, operation: Operation, concurrency: number): Promise<Run> {
  const counting = createCountingFetch();
  const client = createDeviceClient({ port: fleet.port, fetch: counting.fetch });
  const options = { client, tenantId: 'acme', cache: createTokenCache(), concurrency };
  // After a lock the page knows the players are locked: the tenant's password is tried first.
  const players = refsOf(fleet, operation === 'unlock');
  try {
    const cpu = ownCpuMs();
    const start = performance.now();
    const results =
      operation === 'lock'
        ? await lockPlayers(players, { ...options, enableQbicSecurity: true })
        : operation === 'unlock'
          ? await unlockPlayers(players, options)
          : operation === 'reboot'
            ? await rebootPlayers(players, options)
            : await readBackPlayers(players, options);
    const ms = performance.now() - start;
    const run = { ms, requests: counting.requests(), ok: results.filter((entry) => entry.ok).length };
    if (operation === 'reboot') await everyPlayerBack(fleet);
    return { ...run, cpuMs: ownCpuMs() - cpu };
  } finally {
    counting.close();
  }
}

/** Waits (untimed) until every restarted player answers again. */
async function everyPlayerBack(fleet: FleetProcess): Promise<void> {
  const counting = createCountingFetch();
  const client = createDeviceClient({ port: fleet.port, fetch: counting.fetch });
  try {
    const back = await Promise.all(
      refsOf(fleet, false).map((player) =>
        waitUntilBack(player, { client, intervalMs: 2 * LATENCY_MS + REBOOT_MS, timeoutMs: 60_000 }),
      ),
    );
    if (back.some((answered) => !answered)) throw new Error('Players did not come back after the restart');
  } finally {
    counting.close();
  }
}

/**
 * Lock, unlock, restart and read-back of 200 players at 200 ms latency (in a process of their own), ours and
 * the vendor's 20 at a time side by side: per round each operation runs with both concurrencies, one after the
 * other; median of three each. Ours must be at least 3 × faster; its bound is the rounds the concurrency
 * allows times the requests one player needs (counted) times the latency.
 */
async function actionsBench(): Promise<BenchResult[]> {
  const fleet = await spawnFleet({
    MOCK_PLAYERS: String(PLAYERS),
    MOCK_PLAYER_LATENCY: String(LATENCY_MS),
    MOCK_PLAYER_REBOOT_MS: String(REBOOT_MS),
  });
  const ours = (operation: Operation) =>
    operation === 'read-back' ? READ_BACK_CONCURRENCY : PLAYER_ACTION_CONCURRENCY;
  const runs = new Map<string, Run[]>();
  const note = (key: string, run: Run) => runs.set(key, [...(runs.get(key) ?? []), run]);
  try {
    // One untimed lock and unlock first, so that both concurrencies meet code the JIT has already compiled.
    await timed(fleet, 'lock', ours('lock'));
    await timed(fleet, 'unlock', ours('unlock'));
    for (let round = 0; round < RUNS; round += 1) {
      for (const operation of OPERATIONS) {
        note(`${operation}/ours`, await timed(fleet, operation, ours(operation)));
        // The vendor's lock finds the players locked: they are unlocked first (untimed).
        if (operation === 'lock') await timed(fleet, 'unlock', ours('unlock'));
        note(`${operation}/vendor`, await timed(fleet, operation, VENDOR_CONCURRENCY));
        if (operation === 'unlock') await timed(fleet, 'unlock', ours('unlock'));
      }
    }
  } finally {
    await fleet.close();
  }
  const load = round1(loadavg()[0]);
  return OPERATIONS.map((operation) => {
    const mine = runs.get(`${operation}/ours`) ?? [];
    const vendor = runs.get(`${operation}/vendor`) ?? [];
    const ms = median(mine.map((run) => run.ms));
    const vendorMs = median(vendor.map((run) => run.ms));
    const requestsPerPlayer = Math.max(...mine.map((run) => run.requests)) / PLAYERS;
    const bound = Math.ceil(PLAYERS / ours(operation)) * requestsPerPlayer * LATENCY_MS;
    const line = result(`qbic-${operation}-${PLAYERS}`, ms, 'ms median', round1(vendorMs / SPEED_UP), {
      vendorMs: Math.round(vendorMs),
      speedUp: round1(vendorMs / ms),
      bound: Math.round(bound),
      withinBound: ms <= 1.5 * bound,
      concurrency: ours(operation),
      vendorConcurrency: VENDOR_CONCURRENCY,
      requestsPerPlayer,
      latencyMs: LATENCY_MS,
      runs: mine.map((run) => Math.round(run.ms)),
      vendorRuns: vendor.map((run) => Math.round(run.ms)),
      clientCpuMsPerPlayer: round1(median(mine.map((run) => run.cpuMs)) / PLAYERS),
      // Other work on the machine slows every figure here: the one-minute load average says how much.
      loadAverage: load,
    });
    const allDone = [...mine, ...vendor].every((run) => run.ok === PLAYERS);
    return { ...line, ok: line.ok && allDone };
  });
}

/**
 * Drift read-back of 500 players at 200 ms latency: within 1.5 × ⌈500 / concurrency⌉ × requests per player ×
 * latency, median of three.
 */
async function driftBench(): Promise<BenchResult> {
  const fleet = await spawnFleet({
    MOCK_PLAYERS: String(DRIFT_PLAYERS),
    MOCK_PLAYER_LATENCY: String(LATENCY_MS),
  });
  const runs: Run[] = [];
  try {
    for (let round = 0; round < DRIFT_RUNS; round += 1)
      runs.push(await timed(fleet, 'read-back', READ_BACK_CONCURRENCY));
  } finally {
    await fleet.close();
  }
  const requestsPerPlayer = Math.max(...runs.map((run) => run.requests)) / DRIFT_PLAYERS;
  const bound = Math.ceil(DRIFT_PLAYERS / READ_BACK_CONCURRENCY) * requestsPerPlayer * LATENCY_MS;
  const line = result(
    `qbic-drift-read-${DRIFT_PLAYERS}`,
    median(runs.map((run) => run.ms)),
    'ms median',
    1.5 * bound,
    {
      bound: Math.round(bound),
      requestsPerPlayer,
      concurrency: READ_BACK_CONCURRENCY,
      latencyMs: LATENCY_MS,
      runs: runs.map((run) => Math.round(run.ms)),
      clientCpuMsPerPlayer: round1(median(runs.map((run) => run.cpuMs)) / DRIFT_PLAYERS),
      loadAverage: round1(loadavg()[0]),
    },
  );
  return { ...line, ok: line.ok && runs.every((run) => run.ok === DRIFT_PLAYERS) };
}

const actions: Benchmark = { name: 'qbic-actions-200', run: actionsBench };
const drift: Benchmark = { name: 'qbic-drift-500', run: driftBench };

/** Player actions and drift read-back at a slow link's latency (issue 23's speed budgets). */
export const qbicActions: Benchmark = {
  name: 'qbic-actions',
  parts: [actions, drift],
  async run() {
    return [...(await actionsBench()), await driftBench()];
  },
};
