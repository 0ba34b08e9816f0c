import { CONFIGURATION_CONCURRENCY } from '../src/config';
import { createDeviceClient, createTokenCache } from '../src/players';
import {
  emptyForm,
  enableGroups,
  planConfiguration,
  requestsPerPlayer,
  runConfiguration,
  type ConfigGroup,
  type ConfigurationForm,
  type ConfigurationPlan,
} from '../src/players/bulkSave';
import { startChildFleet, type ChildFleet } from './childFleet';
import { createNodeFetch } from './nodeFetch';
import { median, result, type Benchmark, type BenchResult } from './result';
import { streamingXhr } from './streamingXhr';
import { sized } from './scale';

const PLAYERS = sized(200, 10);
const LATENCY_MS = 30;
const VENDOR_CONCURRENCY = 20;
const FIRMWARE_BYTES = sized(200, 2) * 1024 * 1024;
const MEMORY_BUDGET_MB = 100;
const PROGRESS_GAP_BUDGET_MS = 1_000;
/** Each figure is the median of this many runs: the machine is shared, single runs are noisy. */
const RUNS = sized(3, 1);
const MB = 1024 * 1024;

const form = (changes: Partial<ConfigurationForm>, groups: ConfigGroup[]): ConfigurationForm =>
  enableGroups({ ...emptyForm(), ...changes }, groups);

/** The longest chain of calls a player needs: sign-in (2), its longest group, the uploads, the restart. */
const callsInSequence = (plan: ConfigurationPlan) =>
  2 +
  Math.max(0, ...plan.tasks.map((task) => task.calls.length)) +
  (plan.app ? 1 : 0) +
  (plan.firmware ? 1 : 0) +
  (plan.reboot || plan.firmware ? 1 : 0);

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i += 1) results.push(await run());
  return results;
}

async function withFleet<T>(
  fleetPromise: Promise<ChildFleet>,
  use: (fleet: ChildFleet) => Promise<T>,
): Promise<T> {
  const fleet = await fleetPromise;
  try {
    return await use(fleet);
  } finally {
    await fleet.close();
  }
}

/** Name, volume and an on/off schedule on 200 players with 30 ms added per request: ours and 20 at a time. */
const configureMany = () =>
  withFleet(
    startChildFleet({
      count: PLAYERS,
      firstHost: '127.0.40.1',
      port: 0,
      latencyMs: LATENCY_MS,
      rebootMs: 100,
    }),
    async (fleet): Promise<BenchResult> => {
      const client = createDeviceClient({ port: fleet.port, fetch: createNodeFetch() });
      const players = fleet.ips.map((ip, index) => ({
        ip,
        serial_number: `QB${String(index + 1).padStart(8, '0')}`,
      }));
      const plan = planConfiguration(
        form(
          {
            deviceName: 'Bench',
            deviceGroup: 'Floor 1',
            keypadVolume: 40,
            scheduleRebootMode: 'onoff',
            scheduleOnTime: '07:00',
            scheduleOffTime: '19:00',
          },
          ['deviceName', 'keypadVolume', 'schedulePowerMode'],
        ),
        { qbicSecurityEnabled: false },
      );
      const timed = async (concurrency: number) => {
        const start = performance.now();
        const outcome = await runConfiguration(players, {
          client,
          tenantId: 'acme',
          plan,
          cache: createTokenCache(),
          concurrency,
        });
        const ms = performance.now() - start;
        if (outcome.succeeded !== PLAYERS)
          throw new Error(`only ${outcome.succeeded} of ${PLAYERS} configured`);
        await new Promise((done) => setTimeout(done, 600)); // the players restart
        return ms;
      };
      await timed(CONFIGURATION_CONCURRENCY); // both sides' code warms up: the first run pays for compilation
      const ours = median(await repeat(RUNS, () => timed(CONFIGURATION_CONCURRENCY)));
      const vendor = median(await repeat(RUNS, () => timed(VENDOR_CONCURRENCY)));
      const chain = callsInSequence(plan);
      const bound = Math.ceil(PLAYERS / CONFIGURATION_CONCURRENCY) * chain * LATENCY_MS;
      const line = result('qbic-configure-200', ours / bound, '× bound', 1.5, {
        wallMs: Math.round(ours),
        boundMs: bound,
        concurrency: CONFIGURATION_CONCURRENCY,
        requestsPerPlayer: requestsPerPlayer(plan),
        callsInSequencePerPlayer: chain,
        latencyMs: LATENCY_MS,
        transport: 'node:http keep-alive (bench/nodeFetch.ts)',
        twentyAtATimeMs: Math.round(vendor),
        ratioToTwentyAtATime: Math.round((ours / vendor) * 100) / 100,
        runs: RUNS,
      });
      return { ...line, value: Math.round((ours / bound) * 100) / 100 };
    },
  );

/** A 200 MB firmware file to one player in its own process: its memory growth and the gaps between progress. */
const uploadFirmware = () =>
  withFleet(
    startChildFleet({ count: 1, firstHost: '127.0.41.1', port: 0, rebootMs: 100 }),
    async (fleet): Promise<BenchResult[]> => {
      const client = createDeviceClient({ port: fleet.port, xhr: streamingXhr });
      const player = { ip: fleet.ips[0], serial_number: 'QB00000001' };
      const bytes = new Uint8Array(FIRMWARE_BYTES);
      bytes.set([0x50, 0x4b]);
      const plan = planConfiguration(
        form({ firmwareSource: 'file', firmwareFile: new File([bytes], 'fw-7.0.0.zip') }, ['firmware']),
        { qbicSecurityEnabled: false },
      );
      const before = await fleet.rss();
      let peak = before;
      const upload = async () => {
        const sampler = setInterval(() => void fleet.rss().then((rss) => (peak = Math.max(peak, rss))), 50);
        let last = performance.now();
        let longest = 0;
        let moves = 0;
        const start = last;
        const outcome = await runConfiguration([player], {
          client,
          tenantId: 'acme',
          plan,
          onEvent: () => {
            const now = performance.now();
            longest = Math.max(longest, now - last);
            last = now;
            moves += 1;
          },
        });
        clearInterval(sampler);
        peak = Math.max(peak, await fleet.rss());
        if (outcome.succeeded !== 1)
          throw new Error(`upload failed: ${JSON.stringify(outcome.outcomes[0].failures)}`);
        await new Promise((done) => setTimeout(done, 300)); // the player restarts
        return { longest, moves, ms: performance.now() - start };
      };
      const runs = await repeat(RUNS, upload);
      return [
        result('qbic-firmware-200mb-fleet-memory', (peak - before) / MB, 'MB growth', MEMORY_BUDGET_MB, {
          baselineMb: Math.round(before / MB),
          peakMb: Math.round(peak / MB),
          uploads: RUNS,
        }),
        result(
          'qbic-firmware-200mb-progress-gap',
          median(runs.map((run) => run.longest)),
          'ms longest gap',
          PROGRESS_GAP_BUDGET_MS,
          {
            progressEvents: median(runs.map((run) => run.moves)),
            uploadMs: Math.round(median(runs.map((run) => run.ms))),
            runs: RUNS,
          },
        ),
      ];
    },
  );

/** Configuration of many players, and a large firmware upload (QBIC players, part 2). */
export const qbicConfig: Benchmark = {
  name: 'qbic-config',
  async run() {
    return [await configureMany(), ...(await uploadFirmware())];
  },
};
