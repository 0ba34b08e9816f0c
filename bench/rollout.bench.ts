import { loadavg } from 'node:os';
import { createDeviceClient, type DeviceClient } from '../src/players';
import { checkPlayers } from '../src/players/rollout/checkPlayers';
import {
  ROLLOUT_CLOSE_POLL_MS,
  ROLLOUT_CONCURRENCY,
  ROLLOUT_POLL_INTERVAL_MS,
  runRollout,
} from '../src/players/rollout/runRollout';
import { createRollout, DEFAULT_ROLLOUT_SETTINGS } from '../src/domain/rollout/plan';
import { phaseCounts } from '../src/domain/rollout/progress';
import type { Rollout } from '../src/domain/rollout/types';
import { startChildFleet } from './childFleet';
import { createNodeFetch } from './nodeFetch';
import { result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';
import { streamingXhr } from './streamingXhr';

const PLAYERS = sized(300, 12);
const LATENCY_MS = 30;
const REBOOT_MS = sized(3_000, 300);
const BOUND_FACTOR = 1.3;
/** Calls in sequence per player before its restart: public info, token, info (version before), upload, reboot. */
const UPLOAD_CHAIN = 5;
/** Calls after the restart: public info and token (a new sign-in), then info (the version after). */
const VERIFY_CHAIN = 3;

const load = () => Math.round(loadavg()[0] * 10) / 10;

const firmware = (version: string) => {
  const bytes = new Uint8Array(64 * 1024).fill(7);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return new File([bytes], `firmware-${version}.zip`);
};

/** Counts the uploads each player is sent. */
function countingClient(client: DeviceClient, uploads: Map<string, number>): DeviceClient {
  return {
    ...client,
    updateFirmware: (session, file, options) => {
      uploads.set(session.ip, (uploads.get(session.ip) ?? 0) + 1);
      return client.updateFirmware(session, file, options);
    },
  };
}

async function rolloutOver(
  client: DeviceClient,
  ips: string[],
  version: string,
  firstIndex = 0,
): Promise<{ rollout: Rollout; ms: number; cpuMs: number }> {
  const candidates = ips.map((ip, index) => ({
    ip,
    serial_number: `QB${String(firstIndex + index + 1).padStart(8, '0')}`,
    player_name: `Bench ${firstIndex + index + 1}`,
    online: true,
  }));
  const file = firmware(version);
  const checked = await checkPlayers(candidates, 'firmware', { client, tenantId: 'acme' });
  const skipped = checked.filter((player) => player.phase === 'skipped');
  if (skipped.length > 0)
    throw new Error(`the check before the start skipped ${skipped.length} players (${skipped[0].reason})`);
  const ready = createRollout({
    id: version,
    kind: 'firmware',
    file: { name: file.name, size: file.size, lastModified: file.lastModified },
    settings: DEFAULT_ROLLOUT_SETTINGS,
    players: checked,
    now: Date.now(),
  });
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  const rollout = await runRollout(ready, {
    client,
    tenantId: 'acme',
    file,
    control: { pauseRequested: () => false, signal: new AbortController().signal },
    onChange: () => undefined,
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { rollout, ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The whole rollout's bound: per wave, its upload rounds at the rollout's concurrency, the restart, the check. */
const boundOf = (waveSizes: number[]) =>
  waveSizes.reduce(
    (sum, size) =>
      sum +
      Math.ceil(size / ROLLOUT_CONCURRENCY) * UPLOAD_CHAIN * LATENCY_MS +
      REBOOT_MS +
      VERIFY_CHAIN * LATENCY_MS,
    0,
  );

/** A firmware to 300 players in waves 1 / 10 % / 50 % / rest, and a failing canary that stops everything. */
export const rollout: Benchmark = {
  name: 'qbic-rollout',
  async run(): Promise<BenchResult[]> {
    const fleet = await startChildFleet({
      count: PLAYERS,
      firstHost: '127.0.65.1',
      port: 0,
      latencyMs: LATENCY_MS,
      rebootMs: REBOOT_MS,
      faults: { QB00000001: { firmwareNotApplied: true } },
    });
    try {
      const uploads = new Map<string, number>();
      const client = countingClient(
        createDeviceClient({ port: fleet.port, fetch: createNodeFetch(), xhr: streamingXhr }),
        uploads,
      );
      // The canary (QB00000001) comes back with the old firmware: nobody else may be touched.
      const loadBefore = load();
      const failing = await rolloutOver(client, fleet.ips, '8.0.0');
      const touched = [...uploads.keys()].filter((ip) => ip !== fleet.ips[0]).length;
      if (failing.rollout.pause?.cause !== 'canaryFailed')
        throw new Error('the failing canary did not pause');
      const canaryLine = result('qbic-rollout-canary-fails', touched, 'other players touched', 0, {
        pausedAfterMs: Math.round(failing.ms),
        load: loadBefore,
      });

      // The whole rollout, on the players without the fault (the canary is the next one).
      uploads.clear();
      const healthy = fleet.ips.slice(1);
      const whole = await rolloutOver(client, healthy, '8.1.0', 1);
      const counts = phaseCounts(whole.rollout.players);
      if (whole.rollout.status !== 'done' || counts.updated !== healthy.length)
        throw new Error(
          `rollout ended ${whole.rollout.status}: ${JSON.stringify(counts)}, e.g. ${JSON.stringify(
            whole.rollout.players.find((player) => player.phase !== 'updated'),
          )}`,
        );
      if ([...uploads.values()].some((count) => count !== 1)) throw new Error('a player got the file twice');
      const bound = boundOf(whole.rollout.waveSizes);
      const line = result(`qbic-rollout-${PLAYERS}`, whole.ms / bound, '× bound', BOUND_FACTOR, {
        wallMs: Math.round(whole.ms),
        // The console's CPU (this process: the rollout and its HTTP client; the players run in their own).
        clientCpuMs: Math.round(whole.cpuMs),
        cpuPerPlayerMs: Math.round((whole.cpuMs / healthy.length) * 10) / 10,
        boundMs: bound,
        waves: whole.rollout.waveSizes,
        concurrency: ROLLOUT_CONCURRENCY,
        pollIntervalMs: ROLLOUT_POLL_INTERVAL_MS,
        closePollMs: ROLLOUT_CLOSE_POLL_MS,
        latencyMs: LATENCY_MS,
        rebootMs: REBOOT_MS,
        load: load(),
      });
      return [{ ...line, value: Math.round((whole.ms / bound) * 100) / 100 }, canaryLine];
    } finally {
      await fleet.close();
    }
  },
};
