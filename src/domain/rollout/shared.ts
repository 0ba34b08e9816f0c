import { rolloutTotals, type RolloutTotals } from './progress';
import type { Rollout, RolloutPlayer } from './types';

/**
 * A rollout kept as a record of the records resource `rollouts` (issue 34), so that every administrator of the
 * tenant sees it and none starts a second one on its players. See docs/decisions.md, "Shared rollouts".
 */

/** How long a lease lasts after the holder's last write: a browser gone (a closed laptop) holds no longer. */
export const LEASE_MS = 30_000;
/** How often the running browser writes its record again (progress or not), renewing the lease. */
export const RENEW_EVERY_MS = 10_000;
/** How often another browser reads the tenant's rollouts again to follow them live. */
export const WATCH_EVERY_MS = 3_000;

/** Who runs the rollout now: the person and a key only their browser knows. */
export interface RolloutHolder {
  key: string;
  id: string;
  name: string;
}

/** The record's fields as the console writes them (the server adds id, version, createdAt, createdBy…). */
export interface RolloutRecordFields {
  /** `running` or `paused` hold the players (while the lease is live); `done` and `aborted` hold nothing. */
  state: Rollout['status'];
  /** The players it takes part with (skipped ones left out), by serial number and by address. */
  serials: string[];
  ips: string[];
  wave: number;
  waves: number;
  counts: RolloutTotals;
  startedBy: { id: string; name: string } | null;
  holder: RolloutHolder;
  /** ISO time (the records server's clock) until which the holder's browser is known to be there. */
  leaseUntil: string;
  /** The whole rollout, so that another computer can show it and resume it. */
  rollout: Omit<Rollout, 'shared'>;
}

export interface RolloutRecord extends RolloutRecordFields {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

const taking = (rollout: Pick<Rollout, 'players'>): RolloutPlayer[] =>
  rollout.players.filter((player) => player.wave !== null);

/** A player's name and its own words, as long as a record keeps them: the record of a full rollout stays in size. */
const NAME_KEPT = 100;
const DETAIL_KEPT = 200;
const clipped = (player: RolloutPlayer): RolloutPlayer => ({
  ...player,
  name: player.name.slice(0, NAME_KEPT),
  ...(player.detail === undefined ? {} : { detail: player.detail.slice(0, DETAIL_KEPT) }),
});

/** The record's fields for a rollout as it stands, its lease running `LEASE_MS` from the server time `now`. */
export function recordFields(
  rollout: Rollout,
  holder: RolloutHolder,
  serverNow: number,
): RolloutRecordFields {
  const { shared: _shared, ...whole } = rollout;
  const kept = { ...whole, players: whole.players.map(clipped) };
  const players = taking(rollout);
  return {
    state: rollout.status,
    serials: players.map((player) => player.serial).filter(Boolean),
    ips: players.map((player) => player.ip),
    wave: rollout.wave,
    waves: rollout.waveSizes.length,
    counts: rolloutTotals(rollout),
    startedBy: rollout.startedBy ?? null,
    holder,
    leaseUntil: new Date(serverNow + LEASE_MS).toISOString(),
    rollout: kept,
  };
}

/** The record's state holds players: it has not ended. */
const unfinished = (record: Pick<RolloutRecordFields, 'state'>): boolean =>
  record.state === 'running' || record.state === 'paused' || record.state === 'ready';

/**
 * Its holder's browser was there within the lease (`serverNow` in the records server's clock): before its
 * `leaseUntil`, or within `LEASE_MS` of the server's own time of its last write (`updatedAt`), so that a holder whose
 * clock is wrong never lets a second rollout start on its players.
 */
export const leaseLive = (
  record: Pick<RolloutRecordFields, 'leaseUntil'> & { updatedAt?: string },
  serverNow: number,
): boolean =>
  Date.parse(record.leaseUntil) > serverNow ||
  (record.updatedAt !== undefined && Date.parse(record.updatedAt) + LEASE_MS > serverNow);

/** The record holds players now: not ended, and its browser is there. */
const holding = (record: RolloutRecord, serverNow: number): boolean =>
  unfinished(record) && leaseLive(record, serverNow);

/**
 * Whether two sets of players share one: by serial number (a player keeps it when its address changes), and by
 * address only where a player of either set has no serial number.
 */
export function overlaps(
  a: Pick<RolloutRecordFields, 'serials' | 'ips'>,
  b: Pick<RolloutRecordFields, 'serials' | 'ips'>,
): boolean {
  const serials = new Set(a.serials);
  if (b.serials.some((serial) => serials.has(serial))) return true;
  const someWithout = a.serials.length < a.ips.length || b.serials.length < b.ips.length;
  const ips = new Set(a.ips);
  return someWithout && b.ips.some((ip) => ips.has(ip));
}

/**
 * Which record wins a start: `list` is every unfinished record of the tenant in the order the records server
 * created them (sorted by `createdAt`, equal times in the order of creation), `mine` the record just created.
 * The first record of the list that holds players shared with mine wins; mine wins when there is none before it.
 * Every browser reads the same order, so of two rollouts started at the same moment exactly one wins.
 */
export function startWinner(
  list: readonly RolloutRecord[],
  mine: RolloutRecord,
  serverNow: number,
): RolloutRecord {
  for (const record of list) {
    if (record.id === mine.id) return mine;
    if (holding(record, serverNow) && overlaps(record, mine)) return record;
  }
  return mine;
}

/** The first record that holds players of `players` now, other than `selfId` (null when none does). */
export function holderOf(
  list: readonly RolloutRecord[],
  players: Pick<RolloutRecordFields, 'serials' | 'ips'>,
  serverNow: number,
  selfId?: string,
): RolloutRecord | null {
  return (
    list.find((record) => record.id !== selfId && holding(record, serverNow) && overlaps(record, players)) ??
    null
  );
}

/** The name a refusal gives: who runs the rollout now, else who started it. */
export const holderName = (record: Pick<RolloutRecordFields, 'holder' | 'startedBy'>): string =>
  record.holder.name || record.startedBy?.name || '';

/** The players of a list of candidates (serial and address), as a record's fields name them. */
export const playersOf = (players: readonly { serial?: string; ip: string }[]) => ({
  serials: players.map((player) => player.serial ?? '').filter(Boolean),
  ips: players.map((player) => player.ip),
});

/** The rollout a record keeps, tied to the record for `holderKey`. */
export const rolloutOf = (record: RolloutRecord, holderKey: string): Rollout => ({
  ...record.rollout,
  shared: { recordId: record.id, version: record.version, holderKey },
});

/** A new holder key: a browser's own name for its hold on a rollout, never shown. */
export const newHolderKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
