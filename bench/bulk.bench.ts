import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createMockServer } from '../mock-server/app';
import { BULK_CONCURRENCY, SHEET_PUSH_CONCURRENCY } from '../src/config';
import { createDataProvider } from '../src/dataProvider/createDataProvider';
import { createHttpClient } from '../src/dataProvider/httpClient';
import { createDeviceClient } from '../src/players';
import { preparePlayerRows } from '../src/players/bulkPush/playerRows';
import { pushPlayers } from '../src/players/bulkPush/pushPlayers';
import type { DeviceBulkRow } from '../src/domain/deviceBulk';
import { prepareRows } from '../src/resources/devices/bulk/prepareRows';
import { pushRows } from '../src/resources/devices/bulk/pushRows';
import { spawnMock } from '../mock-server/test/mockProcess';
import { openBrowser } from '../e2e/support/browser';
import { openPath, signIn } from '../e2e/support/journey';
import { adminToken } from '../e2e/support/qbic';
import { buildTestConsole, startStack } from '../e2e/support/stack';
import { asRoomDisplays, deviceIds, downloadGrid, validateSheet, xlsxOf } from './bulkSheets';
import { cpuMsOf, ownCpuMs } from './cpu';
import { spawnFleet } from './fleetSpawn';
import { createNodeFetch } from './nodeFetch';
import { median, result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

const LATENCY_MS = 30;
const RUNS = sized(3, 1);
/** Rows validated in the mock, pushed through the console's pipeline, players pushed, rows shown in Chromium. */
const VALIDATED = sized(10_000, 100);
const PUSHED = sized(1_000, 50);
const PLAYERS = sized(200, 10);
const SHOWN = sized(5_000, 100);
const load = () => Math.round(loadavg()[0] * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What carries the console side's requests: a browser's fetch does its work off the page's thread, node's does not. */
const TRANSPORT = 'node:http keep-alive (bench/nodeFetch.ts)';
const ROOM_IDS = { region: 'reg-acme-1', profile: 'prof-acme-rd-1', theme: 'theme-acme-rd-2' };

/** Validating 10,000 rows in the mock: upload to answer. */
async function mockBench(): Promise<BenchResult[]> {
  const server = await createMockServer({ port: 0, devices: VALIDATED });
  try {
    const token = await adminToken(server.url);
    const room = server.store.data.rooms.find((candidate) => candidate.region.id === ROOM_IDS.region);
    if (!room) throw new Error('the seed has no room in region 1');
    const ids = (await deviceIds(server.url, token)).slice(0, VALIDATED);
    const grid = asRoomDisplays(await downloadGrid(server.url, token, ids), { ...ROOM_IDS, room: room.id });
    const file = xlsxOf(grid);
    const validations: number[] = [];
    let rows: DeviceBulkRow[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      rows = await validateSheet<DeviceBulkRow>(server.url, token, file);
      validations.push(performance.now() - start);
    }
    const validate = result('bulk-validate-10000', median(validations), 'ms median', 3_000, {
      rows: rows.length,
      fileBytes: file.length,
      runs: validations.map(Math.round),
      loadAverage: load(),
    });

    return [validate];
  } finally {
    await server.close();
  }
}

/** The first room of region 1 (reservable or not), as the console reads rooms. */
async function firstRoom(mockUrl: string, token: string): Promise<string> {
  const query = `regionId=${ROOM_IDS.region}&showNonReservable=true`;
  const answer = await fetch(`${mockUrl}/tenant/rooms?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { result: { id: string }[] };
  const room = body.result[0];
  if (!room) throw new Error('the seed has no room in region 1');
  return room.id;
}

/**
 * Pushing 1,000 valid rows through the console's pipeline and HTTP client to a mock of 1,000 devices, 30 ms added
 * to every call. The mock runs as `npm run mock` in its own process, as the platform is another machine than the
 * browser: in this process it would take its CPU from the console's event loop.
 */
async function pushBench(): Promise<BenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'dm-bench-push-'));
  const server = await spawnMock({ MOCK_DB: join(dir, 'db.json'), MOCK_DEVICES: String(PUSHED) });
  try {
    const token = await adminToken(server.url);
    const room = { id: await firstRoom(server.url, token) };
    const ids = await deviceIds(server.url, token);
    const grid = asRoomDisplays(await downloadGrid(server.url, token, ids), { ...ROOM_IDS, room: room.id });
    const rows = await validateSheet<DeviceBulkRow>(server.url, token, xlsxOf(grid));
    const pushable = prepareRows(rows).filter((row) => row.success && !row.unchanged);
    const transport = createNodeFetch();
    const delayed = (input: string, init: RequestInit) =>
      sleep(LATENCY_MS).then(() => transport(input, init));
    const provider = createDataProvider(createHttpClient({ fetch: delayed, getToken: () => token }), {
      urls: { platform: () => server.url, dc: () => server.url },
    });
    const cpuBefore = [ownCpuMs(), cpuMsOf(server.pid)];
    const start = performance.now();
    const outcomes = await pushRows(
      pushable,
      (deviceId, payload, signal) => provider.saveDeviceConfiguration(deviceId, payload, { signal }),
      { concurrency: BULK_CONCURRENCY },
    );
    const pushMs = performance.now() - start;
    // CPU per row of each side tells the load of others from a regression.
    const perRow = (ms: number) => Math.round((ms / pushable.length) * 100) / 100;
    const consoleCpuMsPerRow = perRow(ownCpuMs() - cpuBefore[0]);
    const mockCpuMsPerRow = perRow(cpuMsOf(server.pid) - cpuBefore[1]);
    const bound = Math.ceil(pushable.length / BULK_CONCURRENCY) * LATENCY_MS;
    const saved = outcomes.filter((outcome) => outcome.state === 'success').length;
    const push = result('bulk-push-1000', pushMs, 'ms', 1.5 * bound, {
      bound,
      rows: pushable.length,
      saved,
      concurrency: BULK_CONCURRENCY,
      latencyMs: LATENCY_MS,
      transport: TRANSPORT,
      consoleCpuMsPerRow,
      mockCpuMsPerRow,
      loadAverage: load(),
    });
    return { ...push, ok: push.ok && saved === pushable.length };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * 200 players (their own process, 30 ms per request): token, credentials and name together, password reset.
 * The critical path of one player is its requests less one (the credentials and the name go side by side); the
 * bound is the rounds the concurrency allows times that path times the latency: a true lower bound, since each
 * of the 32 pushes in parallel handles at least ⌈200 / 32⌉ players one after another. As qbic-configure-200 does,
 * requests go over node:http (node's fetch costs about 1 ms of CPU per request, work a browser does off the page's
 * thread), the first push warms up both sides' code and the figure is the median of the next three; the first push
 * is printed as `coldMs`.
 */
async function playersBench(): Promise<BenchResult> {
  const fleet = await spawnFleet({ MOCK_PLAYERS: String(PLAYERS), MOCK_PLAYER_LATENCY: String(LATENCY_MS) });
  // Counted around the transport: the players' credentials upload is multipart.
  const transport = createNodeFetch();
  let requests = 0;
  const counted = (input: string | URL | Request, init?: RequestInit) => {
    requests += 1;
    return transport(input, init);
  };
  try {
    const rows = preparePlayerRows(
      fleet.serials.map((serialNumber, index) => ({
        row: index + 2,
        serialNumber,
        deviceName: `Bench ${index}`,
        username: 'kiosk',
        password: 'bench-password',
        ip: fleet.ips[index],
        isValid: true,
      })),
      [],
    );
    const client = createDeviceClient({ port: fleet.port, fetch: counted });
    const push = async () => {
      requests = 0;
      const [cpu, fleetCpu] = [ownCpuMs(), cpuMsOf(fleet.pid)];
      const start = performance.now();
      const outcomes = await pushPlayers(rows, { client, tenantId: 'acme' });
      return {
        ms: performance.now() - start,
        requests,
        saved: outcomes.filter((outcome) => outcome.ok).length,
        consoleCpuMs: ownCpuMs() - cpu,
        fleetCpuMs: cpuMsOf(fleet.pid) - fleetCpu,
      };
    };
    const cold = await push();
    const runs: (typeof cold)[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await push());
    const middle = runs.find((run) => run.ms === median(runs.map(({ ms }) => ms))) ?? runs[0];
    const requestsPerPlayer = middle.requests / rows.length;
    const bound = Math.ceil(rows.length / SHEET_PUSH_CONCURRENCY) * (requestsPerPlayer - 1) * LATENCY_MS;
    const line = result('bulk-push-200-players', middle.ms, 'ms median', 1.5 * bound, {
      bound: Math.round(bound),
      requestsPerPlayer,
      saved: middle.saved,
      runs: runs.map((run) => Math.round(run.ms)),
      coldMs: Math.round(cold.ms),
      transport: TRANSPORT,
      // The console side runs in this process; the players run in theirs.
      consoleCpuMs: Math.round(middle.consoleCpuMs),
      fleetCpuMs: middle.fleetCpuMs,
      concurrency: SHEET_PUSH_CONCURRENCY,
      latencyMs: LATENCY_MS,
      loadAverage: load(),
    });
    const allSaved = [cold, ...runs].every((run) => run.saved === rows.length);
    return { ...line, ok: line.ok && allSaved };
  } finally {
    await fleet.close();
  }
}

/** A 5,000-row sheet in Chromium: from pressing Validate to the results table with its counts on screen. */
async function resultsTableBench(): Promise<BenchResult> {
  buildTestConsole();
  const stack = await startStack({ devices: SHOWN, players: 0 });
  const browser = await openBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'dm-bench-bulk-'));
  try {
    const token = await adminToken(stack.mockUrl);
    const ids = await deviceIds(stack.mockUrl, token);
    const path = join(dir, 'devices.xlsx');
    writeFileSync(path, xlsxOf(await downloadGrid(stack.mockUrl, token, ids.slice(0, SHOWN))));
    const page: Page = await browser.context.newPage();
    await signIn(page, stack.consoleUrl, 'admin');
    await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    // Room displays only: Upload shows the Mini Display hint instead of its dialog when a Mini Display is selected.
    await openPath(page, stack.consoleUrl, '/kiosk/devices?type=RD');
    await page.locator('tbody tr [data-status]').first().waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.getByRole('checkbox', { name: 'Select all devices on this page' }).check();
      await page.getByRole('button', { name: 'Upload' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk configuration upload' });
      await dialog.locator('input[name="fileupload"]').setInputFiles(path);
      const start = Date.now();
      await dialog.getByRole('button', { name: 'Validate' }).click();
      await dialog.getByTestId('bulk-counts').waitFor({ timeout: 20_000 });
      await dialog.getByTestId('bulk-row').first().waitFor();
      times.push(Date.now() - start);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: 'Select all devices on this page' }).uncheck();
    }
    return result('bulk-results-5000', median(times), 'ms median', 2_000, {
      runs: times,
      rows: SHOWN,
      loadAverage: load(),
    });
  } finally {
    await browser.close();
    await stack.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const part = (name: string, run: () => Promise<BenchResult | BenchResult[]>): Benchmark => ({ name, run });

/** Each of issue 11's budgets on its own, so that one can be measured alone (`npm run bench -- bulk-push-1000`). */
export const bulkParts: Benchmark[] = [
  part('bulk-validate-10000', mockBench),
  part('bulk-push-1000', pushBench),
  part('bulk-push-200-players', playersBench),
  part('bulk-results-5000', resultsTableBench),
];
/** Bulk configuration by spreadsheet (issue 11's budgets). */
export const bulk: Benchmark = {
  name: 'bulk',
  parts: bulkParts,
  async run() {
    const lines: BenchResult[] = [];
    for (const { run } of bulkParts) lines.push(...[await run()].flat());
    return lines;
  },
};
