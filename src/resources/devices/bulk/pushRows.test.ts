import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../dataProvider/apiError';
import { prepareRow } from './prepareRows';
import { CANCELLED_KEY, pushRows, SESSION_ENDED_KEY, type SaveConfiguration } from './pushRows';
import { bulkRow } from '../../../test/deviceBulkRows';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    prepareRow(bulkRow({ id: `dev-${i}`, configId: i % 2 ? 'cfg' : null })),
  );

describe('pushing bulk rows', () => {
  it('posts or puts every row with at most the bound at once, 100 / n progress per row', async () => {
    let running = 0;
    let most = 0;
    const methods: string[] = [];
    const save: SaveConfiguration = async (_id, payload) => {
      running += 1;
      most = Math.max(most, running);
      methods.push(payload.id ? 'PUT' : 'POST');
      // Hand the turn to the other rows before finishing, so that the bound is what limits them.
      await Promise.resolve();
      running -= 1;
    };
    const percents: number[] = [];
    const outcomes = await pushRows(rows(10), save, {
      concurrency: 3,
      onRow: (_i, _o, percent) => percents.push(percent),
    });
    expect(outcomes.every((outcome) => outcome.state === 'success')).toBe(true);
    expect(most).toBe(3);
    expect(methods.filter((m) => m === 'PUT')).toHaveLength(5);
    expect(percents).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('keeps each failure’s reason and goes on with the other rows', async () => {
    const save: SaveConfiguration = async (id) => {
      if (id === 'dev-1') throw new ApiError(50003, 'exists', 409);
    };
    const outcomes = await pushRows(rows(3), save, { concurrency: 2 });
    expect(outcomes.map((o) => o.state)).toEqual(['success', 'failed', 'success']);
    expect(outcomes[1]).toMatchObject({ reason: 'dm.errors.code.50003', kind: 'error' });
  });

  it('ends every row when the session expires mid-way, sending nothing after it', async () => {
    const sent: string[] = [];
    const save: SaveConfiguration = async (id) => {
      sent.push(id);
      if (id === 'dev-2') throw new HttpError('expired', 401);
    };
    const outcomes = await pushRows(rows(6), save, { concurrency: 1 });
    expect(sent).toEqual(['dev-0', 'dev-1', 'dev-2']);
    expect(outcomes.map((o) => o.state)).toEqual([
      'success',
      'success',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(outcomes.slice(2).every((o) => o.state === 'failed' && o.reason === SESSION_ENDED_KEY)).toBe(true);
  });

  it('ends the rows not sent as cancelled when the user stops', async () => {
    const stop = new AbortController();
    const save: SaveConfiguration = async () => stop.abort();
    const outcomes = await pushRows(rows(4), save, { concurrency: 1, signal: stop.signal });
    expect(outcomes[0].state).toBe('success');
    expect(outcomes.slice(1)).toEqual(
      Array(3).fill({ state: 'failed', reason: CANCELLED_KEY, kind: 'cancelled' }),
    );
  });

  it('lets saves already sent end as the server answers them when another one meets the session’s end', async () => {
    const answers = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
    const sent: string[] = [];
    const aborted: string[] = [];
    const save: SaveConfiguration = (id, _payload, signal) => {
      sent.push(id);
      signal.addEventListener('abort', () => aborted.push(id));
      return new Promise<void>((resolve, reject) => answers.set(id, { resolve, reject }));
    };
    const pushing = pushRows(rows(6), save, { concurrency: 3 });
    await vi.waitFor(() => expect(sent).toEqual(['dev-0', 'dev-1', 'dev-2']));
    answers.get('dev-1')?.reject(new HttpError('expired', 401));
    await Promise.resolve();
    answers.get('dev-0')?.resolve();
    answers.get('dev-2')?.reject(new ApiError(50003, 'exists', 409));
    const outcomes = await pushing;
    expect(sent).toEqual(['dev-0', 'dev-1', 'dev-2']);
    expect(aborted).toEqual([]);
    expect(outcomes[0]).toEqual({ state: 'success' });
    expect(outcomes[1]).toMatchObject({ reason: SESSION_ENDED_KEY, kind: 'sessionExpired' });
    expect(outcomes[2]).toMatchObject({ reason: 'dm.errors.code.50003', kind: 'error' });
    expect(outcomes.slice(3).every((o) => o.state === 'failed' && o.reason === SESSION_ENDED_KEY)).toBe(true);
  });
});
