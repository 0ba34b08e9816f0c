import { describe, expect, it } from 'vitest';
import { waitFor } from '../fleet/testKit';
import { crashableMocks } from '../test/crashableMocks';
import { signIn } from '../test/harness';
import { listPath, recordsClient } from './contract/client';
import { RECORDS_BASE } from './mount';

const mocks = crashableMocks();
const start = mocks.start;

describe('acknowledged records survive a crash', () => {
  it('finds every acknowledged activity entry and rollout update after SIGKILL in the middle of 6 writers', async () => {
    const dbFile = await mocks.dbFile();
    const first = await start(dbFile);
    const token = await signIn(first.url, 'admin');
    const records = recordsClient(`${first.url}${RECORDS_BASE}`, token);
    const rollout = (await records.call('POST', '/rollouts', { body: { wave: 0 } })).body as {
      id: string;
      version: number;
    };

    const acknowledged = new Set<string>();
    let wave = { version: rollout.version, wave: 0 };
    let stopped = false;
    const writer = async (index: number) => {
      for (let round = 0; !stopped; round += 1) {
        const entry = await records
          .call('POST', '/activity', { body: { action: `w${index}-${round}` } })
          .catch(() => null);
        if (entry?.status === 201) acknowledged.add((entry.body as { id: string }).id);
        const next = { ...wave, wave: wave.wave + 1 };
        const put = await records.call('PUT', `/rollouts/${rollout.id}`, { body: next }).catch(() => null);
        if (put?.status === 200)
          wave = { version: (put.body as { version: number }).version, wave: next.wave };
      }
    };
    const writers = Array.from({ length: 6 }, (_, index) => writer(index));
    await waitFor(() => acknowledged.size >= 40, 45_000);
    await first.stop('SIGKILL');
    stopped = true;
    await Promise.all(writers);

    const second = await start(dbFile);
    const again = recordsClient(`${second.url}${RECORDS_BASE}`, token);
    const stored = new Set<string>();
    for (let start = 0; ; start += 1000) {
      const page = await again.call('GET', listPath('activity', { range: [start, start + 999] }));
      for (const entry of page.body as { id: string }[]) stored.add(entry.id);
      if ((page.body as unknown[]).length < 1000) break;
    }
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    const now = (await again.call('GET', `/rollouts/${rollout.id}`)).body as {
      wave: number;
      version: number;
    };
    expect(now.wave).toBeGreaterThanOrEqual(wave.wave);
    expect(now.version).toBeGreaterThanOrEqual(wave.version);
  }, 120_000);
});
