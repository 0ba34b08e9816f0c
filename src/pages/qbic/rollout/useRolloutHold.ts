import { useCallback, useEffect, useMemo, useRef } from 'react';
import { RECORD_ERRORS } from '../../../contract/records';
import { ApiError } from '../../../dataProvider/apiError';
import { ERROR_CODES } from '../../../dataProvider/errorCodes';
import {
  holderName,
  holderOf,
  leaseLive,
  newHolderKey,
  type RolloutHolder,
  type RolloutRecord,
} from '../../../domain/rollout/shared';
import type { Rollout } from '../../../domain/rollout/types';
import { createSharedWriter, type SharedWriter } from '../../../players/rollout/sharedWriter';
import type { SharedRollouts } from './useSharedRollouts';

/**
 * Why this browser may not run a rollout: players another holds (named), records that cannot be reached, or a
 * rollout whose record is larger than the records server keeps.
 */
export type HoldRefusal = { heldBy: string } | 'unavailable' | 'tooLarge';

const isTooLarge = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as { code?: unknown } | undefined)?.code === RECORD_ERRORS.tooLarge;

export type Held = { ok: Rollout } | { refused: HoldRefusal };

type Person = { id: string; name: string } | undefined;

/**
 * This browser's hold on a shared rollout: the start that wins or is refused, the claim of a rollout to resume
 * (its lease expired, or it is this browser's own after a reload), and the writes that keep its record current and
 * renew its lease while this tab holds it. Without records, every rollout is this browser's alone.
 */
export function useRolloutHold(shared: SharedRollouts, person: () => Person, onLost: () => void) {
  const { api, mode, refresh } = shared;
  const writer = useRef<SharedWriter | null>(null);
  const lost = useRef(onLost);
  lost.current = onLost;
  const holderFor = useCallback(
    (key: string): RolloutHolder => ({ key, id: person()?.id ?? '', name: person()?.name ?? '' }),
    [person],
  );

  useEffect(() => () => writer.current?.stop(), []);

  /** From now on this tab keeps the rollout's record current and its lease renewed. */
  const hold = useCallback(
    (rollout: Rollout) => {
      const write = api.writeSharedRollout;
      if (!rollout.shared || typeof write !== 'function' || writer.current) return;
      writer.current = createSharedWriter(rollout, {
        write: (next) => write(next, holderFor(next.shared?.holderKey ?? '')),
        onLost: () => {
          writer.current = null;
          lost.current();
        },
      });
    },
    [api, holderFor],
  );

  const push = useCallback((rollout: Rollout) => writer.current?.push(rollout), []);

  /** Writes the last state and lets go: the rollout ended, or this tab no longer holds it. */
  const release = useCallback(async () => {
    const current = writer.current;
    writer.current = null;
    await current?.flush();
    current?.stop();
  }, []);

  /** A new rollout: its record created, and refused when a rollout started first holds one of its players. */
  const begin = useCallback(
    async (ready: Rollout): Promise<Held> => {
      if (mode === 'local' || typeof api.startSharedRollout !== 'function') return { ok: ready };
      try {
        const outcome = await api.startSharedRollout(ready, holderFor(newHolderKey()));
        if (outcome.won) return { ok: outcome.rollout };
        return { refused: { heldBy: outcome.holder ? holderName(outcome.holder) : '' } };
      } catch (error) {
        if (error instanceof ApiError && error.code === ERROR_CODES.RECORDS_NOT_CONFIGURED)
          return { ok: ready };
        return { refused: isTooLarge(error) ? 'tooLarge' : 'unavailable' };
      }
    },
    [api, holderFor, mode],
  );

  /**
   * The rollout to resume or abort, taken over for this tab: at once when this tab holds it already; else its
   * record read again and claimed from the version read, refused while another browser's lease is live or when
   * another rollout holds its players now. `own`: this browser's rollout (kept here), else another computer's.
   */
  const take = useCallback(
    async (current: Rollout, own: boolean): Promise<Held> => {
      const link = current.shared;
      if (!link || writer.current || typeof api.claimSharedRollout !== 'function') return { ok: current };
      const fresh = await refresh();
      if (!fresh) return { refused: 'unavailable' };
      const record: RolloutRecord | undefined = fresh.records.find((each) => each.id === link.recordId);
      if (!record) return { ok: { ...current, shared: undefined } };
      const key = own ? link.holderKey : newHolderKey();
      if (record.holder.key !== key && leaseLive(record, fresh.serverNow))
        return { refused: { heldBy: holderName(record) } };
      const other = holderOf(fresh.records, record, fresh.serverNow, record.id);
      if (other) return { refused: { heldBy: holderName(other) } };
      try {
        const claimed = await api.claimSharedRollout(record, holderFor(key));
        if (!claimed.won) return { refused: { heldBy: claimed.holder ? holderName(claimed.holder) : '' } };
        return { ok: { ...current, shared: claimed.rollout.shared } };
      } catch {
        return { refused: 'unavailable' };
      }
    },
    [api, holderFor, refresh],
  );

  /** Its record goes with it once it is closed here (a record of another browser's stays theirs). */
  const remove = useCallback(
    (rollout: Rollout) => {
      if (rollout.shared && typeof api.deleteSharedRollout === 'function')
        void api.deleteSharedRollout(rollout.shared.recordId).catch(() => undefined);
    },
    [api],
  );

  return useMemo(
    () => ({ hold, push, release, begin, take, remove, holds: () => writer.current !== null }),
    [begin, hold, push, release, remove, take],
  );
}
