import assert from 'node:assert/strict';
import { RECORD_ERRORS, RECORD_LIMITS, RECORD_STRING_MAX } from '../../../src/contract/records';
import { listPath, type RecordsAnswer, type RecordsClient } from './client';

/** The accounts a check runs as: an administrator, and optionally one of another tenant. */
export interface CheckContext {
  admin: RecordsClient;
  otherTenant?: RecordsClient;
}

export interface ContractCheck {
  name: string;
  /** Needs an administrator of another tenant (skipped, and said so, without one). */
  needsOtherTenant?: boolean;
  run(context: CheckContext): Promise<void>;
}

type Row = Record<string, unknown> & { id: string; version: number };

const errorCodeOf = (answer: RecordsAnswer): unknown => (answer.body as { code?: unknown } | null)?.code;

function expectStatus(answer: RecordsAnswer, status: number, code?: string): void {
  assert.equal(
    answer.status,
    status,
    `expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
  );
  if (code) assert.equal(errorCodeOf(answer), code, `expected error code ${code}`);
}

/** A baseline made for the check (a unique name), removed by `remove`. */
async function makeBaseline(admin: RecordsClient, name = `contract-check ${Date.now()} ${Math.random()}`) {
  const created = await admin.call('POST', '/baselines', { body: { name, values: { volume: '10' } } });
  expectStatus(created, 201);
  return created.body as Row;
}

const remove = (admin: RecordsClient, row: Row) =>
  admin.call('DELETE', `/baselines/${encodeURIComponent(row.id)}`);

/** Runs `work` with a fresh baseline and removes it afterwards, whatever happened. */
async function withBaseline(admin: RecordsClient, work: (row: Row) => Promise<void>): Promise<void> {
  const row = await makeBaseline(admin);
  try {
    await work(row);
  } finally {
    await remove(admin, row);
  }
}

export const CONTRACT_CHECKS: ContractCheck[] = [
  {
    name: 'a call without a token is 401 with a JSON error',
    async run({ admin }) {
      expectStatus(
        await admin.call('GET', listPath('baselines', {}), { token: null }),
        401,
        RECORD_ERRORS.unauthorized,
      );
      expectStatus(
        await admin.call('GET', listPath('baselines', {}), { token: 'not-a-token' }),
        401,
        RECORD_ERRORS.unauthorized,
      );
    },
  },
  {
    name: 'a create answers 201 with id, tenant, version 1, who and when',
    async run({ admin }) {
      await withBaseline(admin, async (row) => {
        assert.equal(typeof row.id, 'string');
        assert.equal(row.version, 1);
        assert.equal(typeof row.tenant, 'string');
        assert.match(String(row.createdAt), /^\d{4}-\d\d-\d\dT/);
        assert.equal(typeof (row.createdBy as { name?: unknown }).name, 'string');
        assert.deepEqual(row.values, { volume: '10' });
        const one = await admin.call('GET', `/baselines/${encodeURIComponent(row.id)}`);
        expectStatus(one, 200);
        assert.deepEqual(one.body, row);
      });
    },
  },
  {
    name: 'a list answers sort, range and filter with Content-Range',
    async run({ admin }) {
      const name = `contract-check list ${Date.now()}`;
      const rows = [
        await makeBaseline(admin, `${name} b`),
        await makeBaseline(admin, `${name} a`),
        await makeBaseline(admin, `${name} c`),
      ];
      try {
        const page = await admin.call(
          'GET',
          listPath('baselines', { sort: ['name', 'ASC'], range: [0, 1], filter: { q: name } }),
        );
        expectStatus(page, 200);
        assert.deepEqual(
          (page.body as Row[]).map((row) => row.name),
          [`${name} a`, `${name} b`],
        );
        assert.equal(page.headers.get('content-range'), 'baselines 0-1/3');
        const second = await admin.call(
          'GET',
          listPath('baselines', { sort: ['name', 'DESC'], range: [2, 3], filter: { q: name } }),
        );
        assert.deepEqual(
          (second.body as Row[]).map((row) => row.name),
          [`${name} a`],
        );
        assert.equal(second.headers.get('content-range'), 'baselines 2-2/3');
        const byIds = await admin.call(
          'GET',
          listPath('baselines', { filter: { id: [rows[0].id, rows[2].id] } }),
        );
        assert.deepEqual(
          new Set((byIds.body as Row[]).map((row) => row.id)),
          new Set([rows[0].id, rows[2].id]),
        );
        const none = await admin.call(
          'GET',
          listPath('baselines', { range: [0, 9], filter: { name: `${name} none` } }),
        );
        assert.deepEqual(none.body, []);
        assert.match(String(none.headers.get('content-range')), /^baselines .*\/0$/);
      } finally {
        await Promise.all(rows.map((row) => remove(admin, row)));
      }
    },
  },
  {
    name: 'an update needs the current version: stale is 409 with the record as it is now',
    async run({ admin }) {
      await withBaseline(admin, async (row) => {
        const path = `/baselines/${encodeURIComponent(row.id)}`;
        const updated = await admin.call('PUT', path, {
          body: { ...row, name: `${String(row.name)} renamed` },
        });
        expectStatus(updated, 200);
        assert.equal((updated.body as Row).version, 2);
        assert.equal((updated.body as Row).createdAt, row.createdAt);
        const stale = await admin.call('PUT', path, { body: { ...row, name: 'stale' } });
        expectStatus(stale, 409, RECORD_ERRORS.staleVersion);
        assert.equal((stale.body as { current: Row }).current.version, 2);
        expectStatus(
          await admin.call('PUT', path, { body: { name: 'no version' } }),
          400,
          RECORD_ERRORS.invalid,
        );
      });
    },
  },
  {
    name: 'of eight updates from one version at once, exactly one wins',
    async run({ admin }) {
      await withBaseline(admin, async (row) => {
        const path = `/baselines/${encodeURIComponent(row.id)}`;
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            admin.call('PUT', path, { body: { ...row, name: `writer ${index}` } }),
          ),
        );
        const winners = answers.filter((answer) => answer.status === 200);
        assert.equal(winners.length, 1, `statuses ${answers.map((answer) => answer.status).join(', ')}`);
        assert.ok(
          answers.every(
            (answer) => answer.status === 200 || errorCodeOf(answer) === RECORD_ERRORS.staleVersion,
          ),
        );
        const now = (await admin.call('GET', path)).body as Row;
        assert.equal(now.version, 2);
        assert.equal(now.name, (winners[0].body as Row).name);
      });
    },
  },
  {
    name: 'a delete answers the record; afterwards it is 404',
    async run({ admin }) {
      const row = await makeBaseline(admin);
      const path = `/baselines/${encodeURIComponent(row.id)}`;
      const deleted = await admin.call('DELETE', path);
      expectStatus(deleted, 200);
      assert.equal((deleted.body as Row).id, row.id);
      expectStatus(await admin.call('GET', path), 404, RECORD_ERRORS.notFound);
      expectStatus(await admin.call('DELETE', path), 404, RECORD_ERRORS.notFound);
      expectStatus(await admin.call('PUT', path, { body: row }), 404, RECORD_ERRORS.notFound);
    },
  },
  {
    name: "another tenant's record is 404 and never listed",
    needsOtherTenant: true,
    async run({ admin, otherTenant }) {
      assert.ok(otherTenant);
      await withBaseline(admin, async (row) => {
        const path = `/baselines/${encodeURIComponent(row.id)}`;
        expectStatus(await otherTenant.call('GET', path), 404, RECORD_ERRORS.notFound);
        expectStatus(await otherTenant.call('PUT', path, { body: { ...row, name: 'taken over' } }), 404);
        expectStatus(await otherTenant.call('DELETE', path), 404);
        const list = await otherTenant.call('GET', listPath('baselines', { filter: { id: row.id } }));
        assert.deepEqual(list.body, []);
        assert.equal(((await admin.call('GET', path)).body as Row).name, row.name);
      });
    },
  },
  {
    name: 'the activity log is append-only',
    async run({ admin }) {
      const entry = await admin.call('POST', '/activity', {
        body: { action: 'contract-check', targets: [] },
      });
      expectStatus(entry, 201);
      const path = `/activity/${encodeURIComponent((entry.body as Row).id)}`;
      expectStatus(
        await admin.call('PUT', path, { body: { ...(entry.body as Row), action: 'changed' } }),
        405,
      );
      expectStatus(await admin.call('DELETE', path), 405);
      expectStatus(await admin.call('GET', path), 200);
    },
  },
  {
    name: 'limits: body size, string length, field names, page width',
    async run({ admin }) {
      const big = 'x'.repeat(RECORD_LIMITS.baselines.maxBodyBytes);
      expectStatus(
        await admin.call('POST', '/baselines', { body: { name: 'big', blob: [big] } }),
        413,
        RECORD_ERRORS.tooLarge,
      );
      const long = 'x'.repeat(RECORD_STRING_MAX + 1);
      expectStatus(
        await admin.call('POST', '/baselines', { body: { name: long } }),
        400,
        RECORD_ERRORS.invalid,
      );
      expectStatus(
        await admin.call('POST', '/baselines', { body: { 'bad name': 1 } }),
        400,
        RECORD_ERRORS.invalid,
      );
      expectStatus(await admin.call('POST', '/baselines', { raw: '{"name":' }), 400, RECORD_ERRORS.invalid);
      expectStatus(
        await admin.call('GET', listPath('baselines', { range: [0, 5000] })),
        400,
        RECORD_ERRORS.invalid,
      );
      expectStatus(
        await admin.call('GET', listPath('baselines', { sort: ['name', 'sideways'] })),
        400,
        RECORD_ERRORS.invalid,
      );
    },
  },
  {
    name: 'only the records routes answer',
    async run({ admin }) {
      expectStatus(await admin.call('GET', '/db'), 404, RECORD_ERRORS.notFound);
      expectStatus(await admin.call('GET', '/nothing'), 404, RECORD_ERRORS.notFound);
      expectStatus(await admin.call('PATCH', '/baselines/x', { body: {} }), 405, RECORD_ERRORS.notAllowed);
      expectStatus(await admin.call('GET', '/baselines?_embed=activity'), 400, RECORD_ERRORS.invalid);
    },
  },
];

/** Runs every check; a check that needs another tenant is skipped without one. */
export async function runContractChecks(
  context: CheckContext,
  report: (name: string, outcome: 'pass' | 'skip' | Error) => void,
): Promise<boolean> {
  let passed = true;
  for (const check of CONTRACT_CHECKS) {
    if (check.needsOtherTenant && !context.otherTenant) {
      report(check.name, 'skip');
      continue;
    }
    try {
      await check.run(context);
      report(check.name, 'pass');
    } catch (error) {
      passed = false;
      report(check.name, error instanceof Error ? error : new Error(String(error)));
    }
  }
  return passed;
}
