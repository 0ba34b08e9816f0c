import { useMemo, useState } from 'react';
import {
  holderName,
  leaseLive,
  otherRollouts,
  rolloutOf,
  type OtherRollout,
} from '../../../domain/rollout/shared';
import type { Rollout } from '../../../domain/rollout/types';
import type { RemoteHold } from './rolloutView';
import type { SharedView } from './useSharedRollouts';

/** What the card shows of the tenant's rollouts besides this browser's own. */
export interface WatchedRollouts {
  /** Another computer's rollout shown as the card's main one (none while this browser has its own). */
  watched: Rollout | null;
  remote: RemoteHold | null;
  /** Every other unfinished rollout of the tenant, a line each. */
  others: OtherRollout[];
  /** Shows another computer's rollout as the main one (to follow it, or resume or abort it when interrupted). */
  follow(id: string): void;
}

/**
 * The card's main rollout is this browser's own (`own`); without one, the rollout of another computer the person
 * chose to show, else the first created. Every other unfinished rollout is listed beside it.
 */
export function useWatchedRollout(shared: SharedView, own: Rollout | null): WatchedRollouts {
  const [followed, setFollowed] = useState<string | null>(null);
  const { records, serverNow } = shared;
  const record = own ? null : (records.find((each) => each.id === followed) ?? records[0] ?? null);
  const watched = useMemo(() => (record ? rolloutOf(record, record.holder.key) : null), [record]);
  const remote = record ? { name: holderName(record), live: leaseLive(record, serverNow) } : null;
  const shownId = own ? own.shared?.recordId : record?.id;
  const others = useMemo(() => otherRollouts(records, shownId, serverNow), [records, shownId, serverNow]);
  return { watched, remote, others, follow: setFollowed };
}
