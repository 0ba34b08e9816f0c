import { loadavg } from 'node:os';
import { createMockServer } from '../mock-server/app';
import { hostileSheets, withDeclaredRange, withFarCell } from '../mock-server/test/sheetFiles';
import { SHEET_PROBLEM_CODES } from '../src/contract/sheetProblems';
import { DEVICE_SHEET_COLUMNS } from '../src/domain/deviceBulk';
import { adminToken } from '../e2e/support/qbic';
import { postSheet, xlsxOf } from './bulkSheets';
import { result, type Benchmark, type BenchResult } from './result';

const load = () => Math.round(loadavg()[0] * 10) / 10;

/** Each hostile file gets its answer within this (issue 11: "a clear message within a few seconds"). */
const HOSTILE_BUDGET_MS = 3_000;

/**
 * Every hostile file of issue 11 posted to the mock, one after the other: the slowest answer, whether each got the
 * answer it should (its refusal code, or rows for a sheet with a cell far to the right) and whether the
 * server still answered after each.
 */
async function hostileBench(): Promise<BenchResult> {
  // Every file is built before the server starts: building one blocks for seconds, and a kept-alive connection
  // of this same process would be closed under the next request.
  const header = Object.values(DEVICE_SHEET_COLUMNS);
  const table = [header, ['dev-00001'], ['dev-00002']];
  const cases = [
    ...hostileSheets(header).map(({ name, file, problem }) => ({
      name,
      bytes: file(),
      code: SHEET_PROBLEM_CODES[problem] as number | null,
    })),
    { name: 'a 50 MB file', bytes: Buffer.alloc(50 * 1024 * 1024, 1), code: SHEET_PROBLEM_CODES.tooLarge },
    {
      name: 'a sheet declaring the whole grid',
      bytes: withDeclaredRange(xlsxOf(table), 'A1:XFD1048576'),
      code: SHEET_PROBLEM_CODES.tooManyRows,
    },
    { name: 'a cell at XFD1000', bytes: withFarCell(xlsxOf(table), 'XFD1000', 'far'), code: null },
  ];
  const server = await createMockServer({ port: 0 });
  try {
    const token = await adminToken(server.url);
    const times: Record<string, number> = {};
    const wrong: string[] = [];
    let stayedUp = true;
    for (const { name, bytes, code } of cases) {
      const start = performance.now();
      const answer = await postSheet(server.url, token, bytes).catch((error: Error) => error);
      times[name] = Math.round(performance.now() - start);
      if (answer instanceof Error) {
        wrong.push(`${name}: ${String((answer.cause as Error | undefined)?.message ?? answer.message)}`);
        continue;
      }
      const answered = answer.body.success ? null : (answer.body.error?.code ?? -1);
      if (answered !== code) wrong.push(`${name}: ${answered}`);
      const still = await fetch(`${server.url}/device/all`, {
        headers: { authorization: `Bearer ${token}` },
      });
      stayedUp &&= still.ok;
    }
    const slowest = Object.entries(times).sort((a, b) => b[1] - a[1])[0];
    const line = result('bulk-hostile-slowest', slowest[1], 'ms', HOSTILE_BUDGET_MS, {
      slowest: slowest[0],
      files: cases.length,
      times,
      stayedUp,
      wrong,
      loadAverage: load(),
    });
    return { ...line, ok: line.ok && stayedUp && wrong.length === 0 };
  } finally {
    await server.close();
  }
}

/** Hostile files against the mock: its own entry, so that it runs without the browser and push figures. */
export const bulkHostile: Benchmark = { name: 'bulk-hostile', run: hostileBench };
