import { describe, expect, it } from 'vitest';
import { untilSent } from './untilSent';

describe('a cancel that stops an upload only while its file is being sent', () => {
  it('aborts the upload when the run is cancelled before the whole file is sent, with the run’s reason', () => {
    const run = new AbortController();
    const sending = untilSent(run.signal);
    run.abort('stop');
    expect(sending.signal.aborted).toBe(true);
    expect(sending.signal.reason).toBe('stop');
  });

  it('lets the upload wait for the player’s answer when the run is cancelled after the whole file is sent', () => {
    const run = new AbortController();
    const sending = untilSent(run.signal);
    sending.sent();
    run.abort('stop');
    expect(sending.signal.aborted).toBe(false);
  });

  it('starts aborted when the run was already cancelled, and lets go of the run once released', () => {
    const cancelled = new AbortController();
    cancelled.abort();
    expect(untilSent(cancelled.signal).signal.aborted).toBe(true);

    const run = new AbortController();
    const sending = untilSent(run.signal);
    sending.release();
    run.abort();
    expect(sending.signal.aborted).toBe(false);
  });
});
