import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_EVERY_MS } from '../../domain/rollout/shared';
import type { Rollout } from '../../domain/rollout/types';
import { lobbyRollout } from '../../test/appRollout';
import { createSharedWriter } from './sharedWriter';

const rollout = (wave: number): Rollout => ({
  ...lobbyRollout(),
  wave,
  shared: { recordId: 'rec', version: 1, holderKey: 'k' },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the writer of a held rollout', () => {
  it('writes the newest state once a second, each from the version the last write answered, and renews the lease', async () => {
    const sent: Rollout[] = [];
    const write = vi.fn(async (next: Rollout) => {
      sent.push(next);
      return { ...next, shared: { ...next.shared!, version: next.shared!.version + 1 } };
    });
    const writer = createSharedWriter(rollout(0), { write, onLost: () => undefined });
    writer.push(rollout(1));
    writer.push(rollout(2));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.map((each) => [each.wave, each.shared?.version])).toEqual([[2, 1]]);
    // Nothing changes: the lease is renewed all the same.
    await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS);
    expect(sent.map((each) => [each.wave, each.shared?.version])).toEqual([
      [2, 1],
      [2, 2],
    ]);
    writer.stop();
    await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS * 2);
    expect(sent).toHaveLength(2);
  });

  it('stops and says so when someone else changed the record (the rollout was taken over)', async () => {
    const onLost = vi.fn();
    const write = vi.fn(async () => 'lost' as const);
    const writer = createSharedWriter(rollout(0), { write, onLost });
    writer.push(rollout(1));
    await writer.flush();
    expect(onLost).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS * 2);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next turn when a write fails', async () => {
    const write = vi
      .fn<(next: Rollout) => Promise<Rollout | 'lost'>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (next) => next);
    createSharedWriter(rollout(0), { write, onLost: () => undefined });
    await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS * 2);
    expect(write).toHaveBeenCalledTimes(2);
  });
});
