import { describe, expect, it } from 'vitest';
import { SCAN_CONCURRENCY } from '../config';
import { createDeviceClient } from './deviceClient';
import { InvalidRangesError, scanRanges, type ScanProgress } from './scan';
import { createTokenCache } from './tokenCache';

type Behaviour = { serial: string; password?: string } | 'hang' | 'refuse';

/** Fake players behind fetch: each address answers, hangs until aborted, or refuses the connection. */
function fakeNetwork(players: Record<string, Behaviour>) {
  let inFlight = 0;
  let peak = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const behaviour = players[url.hostname] ?? 'refuse';
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      // Answer on a later turn, as a network does, so that requests overlap.
      await Promise.resolve();
      if (behaviour === 'refuse') throw new TypeError('fetch failed');
      if (behaviour === 'hang') {
        await new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }
      const player = behaviour as { serial: string; password?: string };
      if (url.pathname === '/v1/oauth2/token') {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        return password === (player.password ?? '12345678')
          ? Response.json({ access_token: `t-${player.serial}` })
          : Response.json({ detail: 'invalid username or password' }, { status: 400 });
      }
      return Response.json({
        results: { serial_number: player.serial, model_id: 'TD-1070', player_name: player.serial },
      });
    } finally {
      inFlight -= 1;
    }
  };
  return { fetch, peak: () => peak };
}

describe('scanRanges', () => {
  it('finds the players of a range with bounded concurrency and tells which are protected', async () => {
    const network = fakeNetwork({
      '10.0.0.2': { serial: 'QB2' },
      '10.0.0.7': { serial: 'QB7', password: 'locked-pw' },
    });
    const cache = createTokenCache();
    const progress: ScanProgress[] = [];
    const result = await scanRanges([{ start: '10.0.0.1', end: '10.0.0.100' }], {
      client: createDeviceClient({ fetch: network.fetch }),
      concurrency: 8,
      cache,
      onProgress: (event) => progress.push(event),
    });
    expect(
      result.players.map((player) => [player.ip, player.serial_number, player.isPasswordProtected]),
    ).toEqual([
      ['10.0.0.2', 'QB2', false],
      ['10.0.0.7', 'QB7', true],
    ]);
    expect(result).toMatchObject({ scanned: 100, total: 100, cancelled: false });
    expect(network.peak()).toBe(8);
    expect(progress).toHaveLength(100);
    expect(progress.at(-1)).toMatchObject({ scanned: 100, percent: 100, found: 2 });
    expect(cache.get('10.0.0.2', 'QB2')).toBe('t-QB2');
    expect(cache.get('10.0.0.7', 'QB7')).toBeUndefined();
  });

  it('gives up on an address after the discovery timeout and still finishes the others', async () => {
    const network = fakeNetwork({ '10.0.0.1': 'hang', '10.0.0.2': { serial: 'QB2' } });
    const started = Date.now();
    const result = await scanRanges([{ start: '10.0.0.1', end: '10.0.0.3' }], {
      client: createDeviceClient({ fetch: network.fetch }),
      discoveryTimeoutMs: 60,
      checkProtection: false,
    });
    // A hanging address would hold the scan until the test times out; a busy machine still finishes well inside this.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(result.found.map((player) => player.serial_number)).toEqual(['QB2']);
    expect(result.scanned).toBe(3);
    expect(result.addresses).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
  });

  it('stops on cancel, keeping what it found and marking the scan cancelled', async () => {
    const players: Record<string, Behaviour> = { '10.0.1.1': { serial: 'QB1' } };
    for (let i = 2; i <= 200; i += 1) players[`10.0.1.${i}`] = 'hang';
    const network = fakeNetwork(players);
    const controller = new AbortController();
    const result = await scanRanges([{ start: '10.0.1.1', end: '10.0.1.200' }], {
      client: createDeviceClient({ fetch: network.fetch }),
      concurrency: 4,
      discoveryTimeoutMs: 10_000,
      checkProtection: false,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.found === 1) controller.abort();
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.players.map((player) => player.serial_number)).toEqual(['QB1']);
    expect(result.scanned).toBe(1);
    expect(result.addresses).toEqual(['10.0.1.1']);
    expect(network.peak()).toBeLessThanOrEqual(4);
  });

  it('refuses invalid ranges before probing anything', async () => {
    const network = fakeNetwork({});
    const scan = scanRanges(
      [
        { start: '10.0.0.1', end: '10.0.0.10' },
        { start: '10.0.0.5', end: '10.0.0.20' },
      ],
      { client: createDeviceClient({ fetch: network.fetch }) },
    );
    await expect(scan).rejects.toBeInstanceOf(InvalidRangesError);
    await expect(scan).rejects.toMatchObject({ problems: [{ kind: 'overlap' }, { kind: 'overlap' }] });
    expect(network.peak()).toBe(0);
  });

  it('never probes more than SCAN_CONCURRENCY addresses at once', async () => {
    const network = fakeNetwork({});
    await scanRanges([{ start: '10.0.2.0', end: '10.0.2.255' }], {
      client: createDeviceClient({ fetch: network.fetch }),
      concurrency: 500,
    });
    expect(network.peak()).toBe(SCAN_CONCURRENCY);
  });
});
