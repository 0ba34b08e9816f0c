import { runPool } from '../../../players/pool';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import type { ConfigurationPayload } from '../../../domain/configuration/configurationModel';
import type { StoredConfiguration } from '../../../domain/deviceConfiguration';
import { payloadOf, type PreparedRow } from './prepareRows';

/** Where a pushed row ended: saved, or failed with a translation key (or the server's own message). */
export type PushOutcome =
  { state: 'success' } | { state: 'failed'; reason: string; kind: 'error' | 'sessionExpired' | 'cancelled' };

export type SaveConfiguration = (
  deviceId: string,
  payload: ConfigurationPayload,
  signal: AbortSignal,
) => Promise<unknown>;

/** Reads a device's stored configuration (null: none yet), for the push to start from. */
type ReadConfiguration = (deviceId: string, signal: AbortSignal) => Promise<StoredConfiguration | null>;

export interface PushOptions {
  concurrency: number;
  /** Each row's push starts from its device's configuration as read here, changing only what the sheet sets. */
  read?: ReadConfiguration;
  signal?: AbortSignal;
  /** Called as each row reaches its final state, with the overall percent (100 / n per row, 000 §9). */
  onRow?: (index: number, outcome: PushOutcome, percent: number) => void;
}

export const SESSION_ENDED_KEY = 'dm.bulk.push.sessionEnded';
export const CANCELLED_KEY = 'dm.bulk.push.cancelled';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

/**
 * Pushes rows with bounded concurrency (000 §4): POST for a row without configId, PUT with it. Every row ends
 * in a final state. When the session ends mid-way (a 401), no further row is sent and every row not sent yet
 * ends as "session ended", so that Retry failed can send them after signing in; saves already sent are not
 * cancelled but end as the server answered them, so a saved row is never sent twice. Never rejects.
 */
export async function pushRows(
  rows: readonly PreparedRow[],
  save: SaveConfiguration,
  options: PushOptions,
): Promise<PushOutcome[]> {
  const signal = options.signal ?? new AbortController().signal;
  let sessionEnded = false;
  let done = 0;
  const outcomes: PushOutcome[] = new Array<PushOutcome>(rows.length);
  const settle = (index: number, outcome: PushOutcome) => {
    outcomes[index] = outcome;
    done += 1;
    options.onRow?.(index, outcome, Math.min(100, (done * 100) / rows.length));
  };
  const ended = (): PushOutcome =>
    sessionEnded
      ? { state: 'failed', reason: SESSION_ENDED_KEY, kind: 'sessionExpired' }
      : { state: 'failed', reason: CANCELLED_KEY, kind: 'cancelled' };

  await runPool(
    rows,
    async (row, _signal, index) => {
      if (sessionEnded || signal.aborted) return settle(index, ended());
      try {
        const id = row.source.id ?? '';
        const stored = options.read ? await options.read(id, signal) : null;
        await save(id, payloadOf(row, stored), signal);
        settle(index, { state: 'success' });
      } catch (error) {
        if (statusOf(error) === 401) {
          sessionEnded = true;
          return settle(index, ended());
        }
        if (signal.aborted) return settle(index, ended());
        settle(index, { state: 'failed', reason: errorMessageKey(error), kind: 'error' });
      }
    },
    { concurrency: options.concurrency },
  );
  return outcomes;
}
