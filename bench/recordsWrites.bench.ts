import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer } from '../mock-server/app';
import { recordsClient } from '../mock-server/records/contract/client';
import { startRecordsServer } from '../mock-server/records/server';
import { signInAs } from '../mock-server/test/labelWriters';
import type { Benchmark } from './result';
import { sized } from './scale';

const CLIENTS = sized(16, 2);
/** Tenants writing at once: each client signs in as an administrator of one of them. */
const ACCOUNTS = ['admin', 'globex-admin'];
const WINDOW_MS = sized(4_000, 500);
const BUDGET_PER_SECOND = 500;

/**
 * Acknowledged activity entries a second on `npm run records`'s server (each answered only once it is on disk),
 * 16 clients of two tenants at once, the platform confirming each token once. What the README's sizing says.
 */
export const recordsWrites: Benchmark = {
  name: 'records-writes',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'dm-bench-records-'));
    const platform = await createMockServer({ port: 0, dbFile: join(dir, 'db.json'), devices: 2 });
    const records = await startRecordsServer({
      dataFile: join(dir, 'records.json'),
      platformUrl: platform.url,
      port: 0,
      host: '127.0.0.1',
      allowedOrigins: [],
      trustSeconds: 30,
    });
    try {
      const tokens = await Promise.all(ACCOUNTS.map((account) => signInAs(platform.url, account)));
      let acknowledged = 0;
      let refused = 0;
      const until = performance.now() + WINDOW_MS;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, index) => {
          const client = recordsClient(records.recordsUrl, tokens[index % tokens.length]);
          while (performance.now() < until) {
            const answer = await client.call('POST', '/activity', {
              body: { action: 'player.lock', targets: [{ id: `player-${index}`, outcome: 'succeeded' }] },
            });
            if (answer.status === 201) acknowledged += 1;
            else refused += 1;
          }
        }),
      );
      const perSecond = acknowledged / ((performance.now() - started) / 1000);
      return {
        name: 'records-writes',
        value: Math.round(perSecond),
        unit: 'acknowledged writes/s',
        budget: BUDGET_PER_SECOND,
        ok: perSecond >= BUDGET_PER_SECOND && refused === 0,
        clients: CLIENTS,
        tenants: ACCOUNTS.length,
        refused,
        platformAsked: records.platformAsked(),
        loadAverage: Math.round(loadavg()[0] * 10) / 10,
      };
    } finally {
      await records.close();
      await platform.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
