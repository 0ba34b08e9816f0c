import { describe, expect, it } from 'vitest';
import { adminDevices, startLabelWriters } from './test/labelWriters';
import { crashableMocks } from './test/crashableMocks';
import { waitFor } from './fleet/testKit';

const mocks = crashableMocks();
const start = mocks.start;

const labels = async (url: string): Promise<Map<string, string | null>> => {
  const { token } = await adminDevices(url);
  const list = await fetch(`${url}/device/all`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await list.json()) as { result: { items: { id: string; label: string | null }[] } };
  return new Map(body.result.items.map((item) => [item.id, item.label]));
};

/** The writer's round in a label such as "w3-17"; -1 for any other label. */
const roundOf = (label: string | null | undefined): number =>
  Number(/^w\d+-(\d+)$/.exec(label ?? '')?.[1] ?? -1);

describe('acknowledged writes survive a crash', () => {
  it('finds every acknowledged label after SIGKILL in the middle of 8 clients writing, and a lone write too', async () => {
    const dbFile = await mocks.dbFile();

    const first = await start(dbFile);
    const { token, ids } = await adminDevices(first.url);
    const writers = startLabelWriters(first.url, token, ids, 8);
    await waitFor(() => writers.count() >= 150, 15_000);
    await first.stop('SIGKILL');
    await writers.stop();
    const acknowledged = new Map(writers.acknowledged);
    expect(acknowledged.size).toBeGreaterThan(0);

    const second = await start(dbFile);
    const stored = await labels(second.url);
    // A write in flight at the kill may or may not be there; each acknowledged one must be, or a later one.
    const lost = [...acknowledged].filter(([id, label]) => roundOf(stored.get(id)) < roundOf(label));
    expect(lost).toEqual([]);

    const lone = await fetch(`${second.url}/device/label?id=${encodeURIComponent(ids[0])}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'lone write' }),
    });
    expect(lone.status).toBe(200);
    await second.stop('SIGKILL');
    const third = await start(dbFile);
    expect((await labels(third.url)).get(ids[0])).toBe('lone write');
  }, 180_000);
});
