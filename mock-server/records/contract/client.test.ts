import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordsClient } from './client';

/** A port on this machine that nothing listens on: taken, then given back. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the records contract client', () => {
  it('says why a request got no answer, not only that it failed', async () => {
    const base = `http://127.0.0.1:${await freePort()}/records`;
    await expect(recordsClient(base, 'token').call('GET', '/activity')).rejects.toThrow(
      `GET ${base}/activity: fetch failed (ECONNREFUSED)`,
    );
  });
});
