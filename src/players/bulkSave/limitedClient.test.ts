import { describe, expect, it, vi } from 'vitest';
import type { DeviceClient } from '../deviceClient';
import { fakeClient, plan } from '../../test/fakeConfigurationClient';
import { limitRequests } from './limitedClient';
import { createLimiter } from './limiter';
import { runConfiguration } from './runConfiguration';

const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ip: `10.0.1.${index + 1}`,
    serial_number: `QB${index + 1}`,
  }));

/** The client with each call taking a moment, counting the calls open at once and the most at any moment. */
function counted(client: DeviceClient) {
  const seen = { open: 0, peak: 0, started: 0 };
  const slow = new Proxy(client, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        seen.started += 1;
        seen.open += 1;
        seen.peak = Math.max(seen.peak, seen.open);
        try {
          await new Promise((done) => setTimeout(done, 1));
          return await (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          seen.open -= 1;
        }
      };
    },
  });
  return { client: slow, seen };
}

describe('limitRequests', () => {
  it('lets at most the limit of calls run at once, starts the next as one ends, and passes values through', async () => {
    const { client, seen } = counted({ ...fakeClient().client, port: 8080 });
    const limited = limitRequests(client, createLimiter(2));

    await Promise.all(players(6).map((player) => limited.publicInfo(player.ip)));

    expect(seen).toMatchObject({ peak: 2, started: 6, open: 0 });
    expect(limited.port).toBe(8080);
  });

  it('never starts a call still waiting for its turn when the run is cancelled', async () => {
    const hanging = fakeClient((_ip, what) => (what.startsWith('token') ? 'hang' : null));
    const { client, seen } = counted(hanging.client);
    const cancel = new AbortController();

    const run = runConfiguration(players(5), {
      client,
      tenantId: 'acme',
      plan: plan(),
      requestConcurrency: 1,
      signal: cancel.signal,
    });
    // Cancel once the first token request hangs, however long a busy machine takes to get there.
    await vi.waitFor(() => expect(hanging.calls.some((call) => call.includes(' token '))).toBe(true), {
      timeout: 10_000,
    });
    cancel.abort();
    const result = await run;

    expect(result.cancelled).toBe(true);
    expect(result.outcomes.every((outcome) => outcome.state === 'cancelled')).toBe(true);
    // Each player's public info in turn, then the first token request, which hangs; the other four never start.
    expect(seen.started).toBe(6);
    expect(hanging.calls.filter((call) => call.includes(' token '))).toEqual(['10.0.1.1 token 12345678']);
  });
});

describe('runConfiguration: requests at once', () => {
  it('runs players side by side but keeps the requests of the whole run within the limit', async () => {
    const { client, seen } = counted(fakeClient().client);

    const result = await runConfiguration(players(12), {
      client,
      tenantId: 'acme',
      plan: plan({ reboot: true }),
      requestConcurrency: 5,
    });

    expect(result).toMatchObject({ succeeded: 12, failed: 0 });
    expect(seen.peak).toBe(5);
    expect(seen.started).toBe(12 * 5); // public info, token, name, volume, restart
  });
});
