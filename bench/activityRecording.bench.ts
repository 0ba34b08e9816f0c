import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchUtils } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { RECORDS_BASE } from '../mock-server/records/mount';
import { spawnMock } from '../mock-server/test/mockProcess';
import { BULK_CONCURRENCY, PLAYER_ACTION_CONCURRENCY } from '../src/config';
import { createActivityApi, type ActivityApi } from '../src/dataProvider/activity';
import type { ActivityInput } from '../src/domain/activity/activityEntry';
import { createDataProvider } from '../src/dataProvider/createDataProvider';
import { createHttpClient } from '../src/dataProvider/httpClient';
import type { DeviceBulkRow } from '../src/domain/deviceBulk';
import {
  createDeviceClient,
  createTokenCache,
  lockPlayers,
  unlockPlayers,
  type PlayerRef,
} from '../src/players';
import { prepareRows } from '../src/resources/devices/bulk/prepareRows';
import { pushTargets } from '../src/resources/devices/bulk/pushActivity';
import { pushRows, type PushOutcome } from '../src/resources/devices/bulk/pushRows';
import { adminToken } from '../e2e/support/qbic';
import { asRoomDisplays, deviceIds, downloadGrid, validateSheet, xlsxOf } from './bulkSheets';
import { spawnFleet } from './fleetSpawn';
import { createNodeFetch } from './nodeFetch';
import { median, result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

/** The share of an action's time its record may add. */
const OVERHEAD_BUDGET_PERCENT = 5;
const RUNS = sized(3, 1);
const PLAYERS = sized(200, 10);
const PLAYER_LATENCY_MS = 200;
const PUSHED = sized(1_000, 50);
/** Every call to the platform and to the records server crosses a network: 30 ms each, as bulk-push-1000. */
const LATENCY_MS = 30;
const ROOM_IDS = { region: 'reg-acme-1', profile: 'prof-acme-rd-1', theme: 'theme-acme-rd-2' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The console's records client (ra-data-simple-rest) against the mock's records, 30 ms added to each call. */
function activityApiOf(mockUrl: string, token: string): ActivityApi {
  const http = (url: string, options: fetchUtils.Options = {}) =>
    sleep(LATENCY_MS).then(() =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
    );
  return createActivityApi(simpleRestProvider(`${mockUrl}${RECORDS_BASE}`, http));
}

/**
 * What recording costs an action, each run: `record` is what the action waits for (its targets made and the record
 * handed over, as the console does it), `written` the record's whole write, which the action does not wait for.
 */
interface Recorded {
  action: number[];
  record: number[];
  written: number[];
}

/**
 * Records as the console does (`void log(…)`, the action going on at once): the time until the action goes on,
 * and the promise of the write with its own time.
 */
function recordAsTheConsole(activity: ActivityApi, input: () => ActivityInput, times: Recorded) {
  const start = performance.now();
  const kept = activity.recordActivity(input());
  times.record.push(performance.now() - start);
  return kept.then((answer) => {
    times.written.push(performance.now() - start);
    return answer === 'kept';
  });
}

/** The figure is the median of what the action waited for over the action's median; the whole write beside. */
function overhead(name: string, { action, record, written }: Recorded, details: Record<string, unknown>) {
  const percent = (median(record) / median(action)) * 100;
  return result(name, percent, '% of the action', OVERHEAD_BUDGET_PERCENT, {
    actionMs: action.map(Math.round),
    recordMs: record.map(round1),
    writtenMs: written.map(Math.round),
    writtenPercent: round1((median(written) / median(action)) * 100),
    latencyMs: LATENCY_MS,
    loadAverage: round1(loadavg()[0]),
    ...details,
  });
}

/** The 200-player lock at 200 ms per player request, then its entry written as the QBIC tab writes it. */
async function lockRecording(activity: ActivityApi): Promise<BenchResult> {
  const fleet = await spawnFleet({
    MOCK_PLAYERS: String(PLAYERS),
    MOCK_PLAYER_LATENCY: String(PLAYER_LATENCY_MS),
  });
  const client = createDeviceClient({ port: fleet.port, fetch: createNodeFetch() });
  const refs = (locked: boolean): PlayerRef[] =>
    fleet.ips.map((ip, index) => ({ ip, serial_number: fleet.serials[index], isPasswordProtected: locked }));
  const options = () => ({
    client,
    tenantId: 'acme',
    cache: createTokenCache(),
    concurrency: PLAYER_ACTION_CONCURRENCY,
  });
  const times: Recorded = { action: [], record: [], written: [] };
  let kept = true;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const results = await lockPlayers(refs(false), { ...options(), enableQbicSecurity: true });
      times.action.push(performance.now() - start);
      const written = recordAsTheConsole(
        activity,
        () => ({
          action: 'player.lock',
          targets: results.map((one) => ({ id: one.item.serial_number, name: one.item.ip, ok: one.ok })),
        }),
        times,
      );
      kept = (await written) && kept;
      await unlockPlayers(refs(true), options());
    }
  } finally {
    await fleet.close();
  }
  const line = overhead(`activity-record-lock-${PLAYERS}`, times, { players: PLAYERS, kept });
  return { ...line, ok: line.ok && kept };
}

/** The 1,000-row Devices sheet push through the console's pipeline, then its entry (before, after, names). */
async function pushRecording(mockUrl: string, token: string, activity: ActivityApi): Promise<BenchResult> {
  const room = (await fetch(`${mockUrl}/tenant/rooms?regionId=${ROOM_IDS.region}&showNonReservable=true`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((answer) => answer.json())) as { result: { id: string }[] };
  const grid = asRoomDisplays(await downloadGrid(mockUrl, token, await deviceIds(mockUrl, token)), {
    ...ROOM_IDS,
    room: room.result[0].id,
  });
  const rows = prepareRows(await validateSheet<DeviceBulkRow>(mockUrl, token, xlsxOf(grid)));
  const sent = rows.flatMap((row, index) => (row.success && !row.unchanged ? [index] : []));
  const transport = createNodeFetch();
  const delayed = (input: string, init: RequestInit) => sleep(LATENCY_MS).then(() => transport(input, init));
  const provider = createDataProvider(createHttpClient({ fetch: delayed, getToken: () => token }), {
    urls: { platform: () => mockUrl, dc: () => mockUrl },
  });
  const times: Recorded = { action: [], record: [], written: [] };
  let kept = true;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const outcomes = await pushRows(
      sent.map((index) => rows[index]),
      (deviceId, payload, signal) => provider.saveDeviceConfiguration(deviceId, payload, { signal }),
      { concurrency: BULK_CONCURRENCY },
    );
    times.action.push(performance.now() - start);
    const byRow = new Map<number, PushOutcome>(sent.map((index, at) => [index, outcomes[at]]));
    const written = recordAsTheConsole(
      activity,
      () => ({ action: 'device.bulkPush', targets: pushTargets(rows, byRow, sent) }),
      times,
    );
    kept = (await written) && kept;
  }
  const line = overhead(`activity-record-push-${PUSHED}`, times, { rows: sent.length, kept });
  return { ...line, ok: line.ok && kept };
}

/**
 * What recording adds to an action (issue 34: at most 5 %): the 200-player lock and the 1,000-row Devices sheet
 * push, each timed, then its activity entry made and handed to the records client the way the console does it
 * (not waiting for the write) and written to the mock's records (in its own process, as `npm run mock`, 30 ms per
 * call). The figure is what the action waits for; the whole write, which it does not wait for, is beside it
 * (`writtenMs`, `writtenPercent`: what it would add if it did), and a record not kept fails the line.
 */
export const activityRecording: Benchmark = {
  name: 'activity-recording',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-record-'));
    const server = await spawnMock({ MOCK_DB: join(dir, 'db.json'), MOCK_DEVICES: String(PUSHED) });
    try {
      const token = await adminToken(server.url);
      const activity = activityApiOf(server.url, token);
      // One untimed record first, so that both sides meet code already loaded and compiled.
      await activity.recordActivity({ action: 'player.lock', targets: [{ id: 'warm-up', ok: true }] });
      return [await lockRecording(activity), await pushRecording(server.url, token, activity)];
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
