import { describe, expect, it } from 'vitest';
import { SHEET_PROBLEM_CODES } from '../../src/contract/sheetProblems';
import { DEVICE_SHEET_COLUMNS, type DeviceBulkRow } from '../../src/domain/deviceBulk';
import { download, upload } from '../test/bulkCalls';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';
import { devicesFile, hostileSheets, withDeclaredRange, withFarCell } from '../test/sheetFiles';

/**
 * What an uploaded Devices sheet may hold, and who may send one: 10,000 rows are read; a hostile, huge, unbounded
 * or slow file is refused with its own code while the mock goes on serving; a viewer gets a permission error.
 */
const { start } = mockServers();

describe('device bulk configuration: what a sheet may hold', () => {
  it('accepts 10,000 rows', async () => {
    // The download's English header (the domain's), and the file built before the server starts: building it
    // takes seconds on a busy machine, and a kept-alive connection left idle that long may be closed under it.
    const header = Object.values(DEVICE_SHEET_COLUMNS);
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      header.map((name) => (name === 'Device ID' ? `x-${i}` : null)),
    );
    const file = devicesFile([header, ...rows]);
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await upload<OkBody<DeviceBulkRow[]>>(url, token, file);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toHaveLength(10_000);
  }, 30_000);

  const hostile = hostileSheets([]).map(({ name }, index) => [name, index] as const);

  it.each(hostile)(
    'refuses %s with a clear code and stays up',
    async (_name, index) => {
      // Around the download's header (the English one is the domain's). The file is built before the server
      // starts: building a zip bomb takes seconds, and a connection left idle that long may be closed under it.
      const { file, problem, named } = hostileSheets(Object.values(DEVICE_SHEET_COLUMNS))[index];
      const bytes = file();
      const { url } = await start();
      const token = await signIn(url, 'admin');
      // Speed is a bench figure (bulk-hostile-slowest): the worker's time limit bounds the answer, the test's
      // timeout catches a hang.
      const answer = await upload<ErrorBody & { error: { params: { names?: string[]; cell?: string } } }>(
        url,
        token,
        bytes,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(SHEET_PROBLEM_CODES[problem]);
      if (named)
        expect([...(answer.body.error.params.names ?? []), answer.body.error.params.cell]).toContain(named);
      const still = await call(url, '/device/all', { token });
      expect(still.status).toBe(200);
    },
    20_000,
  );

  it('reads only the columns a bulk sheet can have, and refuses a sheet declaring the whole grid', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const sheet = await download(url, token, ['dev-00002']);
    const far = await upload<OkBody<DeviceBulkRow[]>>(
      url,
      token,
      withFarCell(devicesFile(sheet), 'XFD1000', 'far away'),
    );
    expect(far.body.result.map((row) => row.id)).toEqual(['dev-00002']);
    // Read unbounded, such a sheet outlasts the worker's time limit; read in part, rows could be lost unseen.
    const grid = await upload<ErrorBody>(url, token, withDeclaredRange(devicesFile(sheet), 'A1:XFD1048576'));
    expect(grid.body.error.code).toBe(SHEET_PROBLEM_CODES.tooManyRows);
  });

  it('refuses a 50 MB file, a file that is not .xlsx by name, and a body without the file', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const big = await upload<ErrorBody>(url, token, Buffer.alloc(50 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe(SHEET_PROBLEM_CODES.tooLarge);
    const named = await upload<ErrorBody>(url, token, devicesFile([['Device ID']]), 'bulk.xls');
    expect(named.body.error.code).toBe(SHEET_PROBLEM_CODES.notXlsx);
    const json = await call<ErrorBody>(url, '/device/configuration/bulk', {
      method: 'POST',
      token,
      body: {},
    });
    expect(json.body.error.code).toBe(SHEET_PROBLEM_CODES.notMultipart);
  }, 60_000);

  it('refuses a file its worker cannot read in time or in its heap, and goes on serving', async () => {
    for (const [sheetReading, problem] of [
      [{ timeLimitMs: 1 }, 'timeout'],
      [{ heapMb: 1 }, 'tooBigUnpacked'],
    ] as const) {
      const { url } = await start({ sheetReading });
      const token = await signIn(url, 'admin');
      const answer = await upload<ErrorBody>(url, token, devicesFile([['Device ID'], ['dev-00002']]));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(SHEET_PROBLEM_CODES[problem]);
      const still = await call(url, '/device/all', { token });
      expect(still.status).toBe(200);
    }
  }, 20_000);

  it('gives a viewer a permission error, not a session error', async () => {
    const { url } = await start();
    const token = await signIn(url, 'viewer');
    const answer = await upload<ErrorBody>(url, token, devicesFile([['Device ID']]));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe(10403);
  });
});
