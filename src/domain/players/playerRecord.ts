import type { PlayerSchedule } from './schedule';

/** What an action on a player came to, as its record keeps the last one. */
interface PlayerOutcome {
  /** The activity log's action, such as `player.reboot`. */
  action: string;
  ok: boolean;
  /** Why it failed: a translation key or the player's own words. */
  error?: string | null;
  /** When (epoch ms). */
  at: number;
}

/**
 * The console's fields of a record of the `players` resource (issue 34): one per serial number in the tenant, so
 * every computer of the tenant knows the players seen before, where they were and when.
 */
export interface PlayerRecordFields {
  serial: string;
  name: string;
  /** The last address it answered at. */
  ip: string;
  model: string;
  /** When it last answered (epoch ms); 0 when it never did for the console. */
  lastSeen: number;
  appVersion?: string | null;
  firmwareVersion?: string | null;
  /** Whether the console's passwords open it: unknown until it was asked. */
  passwordOpens?: boolean | null;
  schedule?: PlayerSchedule | null;
  lastOutcome?: PlayerOutcome | null;
}

/** What a scan, a read or an action tells of a player: its serial number and whatever it learned. */
export type PlayerNote = Pick<PlayerRecordFields, 'serial'> & Partial<PlayerRecordFields>;

/** A stored record: the fields with the server's id and version. */
export type StoredPlayerRecord = PlayerRecordFields & { id: string; version: number; createdAt?: string };

/**
 * A newer lastSeen than the kept one is written once it is this much newer (or with any other change): a scan
 * every minute does not rewrite every player, and "Not answering since" is at most this early.
 */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

export const serialKey = (serial: string): string => serial.toLowerCase();

/** The fields known: a record keeps null for what nobody learned yet. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined && field !== null),
  ) as Partial<T>;

const newerOutcome = (a?: PlayerOutcome | null, b?: PlayerOutcome | null) =>
  !a ? (b ?? null) : !b ? a : b.at >= a.at ? b : a;

/** A record as the console writes it: only its own fields, with the ones nobody learned yet left empty. */
export function fieldsOf(record: Partial<PlayerRecordFields> & { serial: string }): PlayerRecordFields {
  return {
    serial: record.serial,
    name: record.name ?? '',
    ip: record.ip ?? '',
    model: record.model ?? '',
    lastSeen: record.lastSeen ?? 0,
    appVersion: record.appVersion ?? null,
    firmwareVersion: record.firmwareVersion ?? null,
    passwordOpens: record.passwordOpens ?? null,
    schedule: record.schedule ?? null,
    lastOutcome: record.lastOutcome ?? null,
  };
}

/**
 * Two accounts of one player made into one (two browsers wrote it, or a note meets the kept record): the one seen
 * last wins each field it knows, the other fills in what it does not; the newer outcome is kept.
 */
export function mergePlayerRecords(
  a: Partial<PlayerRecordFields> & { serial: string },
  b: Partial<PlayerRecordFields> & { serial: string },
): PlayerRecordFields {
  const [older, newer] = (b.lastSeen ?? 0) >= (a.lastSeen ?? 0) ? [a, b] : [b, a];
  return fieldsOf({
    ...defined(older),
    ...defined(newer),
    serial: newer.serial,
    lastSeen: Math.max(a.lastSeen ?? 0, b.lastSeen ?? 0),
    lastOutcome: newerOutcome(a.lastOutcome, b.lastOutcome),
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What to write for a note on a kept record: the merged fields, or null when writing would change nothing worth a
 * write (the same fields, and a lastSeen less than LAST_SEEN_STEP_MS newer).
 */
export function recordChange(
  kept: PlayerRecordFields | undefined,
  note: PlayerNote,
): PlayerRecordFields | null {
  if (!kept) return mergePlayerRecords({ serial: note.serial }, note);
  const next = mergePlayerRecords(kept, note);
  const { lastSeen: keptSeen, ...keptRest } = fieldsOf(kept);
  const { lastSeen: nextSeen, ...nextRest } = next;
  if (same(keptRest, nextRest) && nextSeen - keptSeen < LAST_SEEN_STEP_MS) return null;
  return next;
}

/**
 * The records of one serial number the oldest created first: two browsers that created the same player at once
 * keep the first, and fold the other into it.
 */
export const firstCreated = (records: readonly StoredPlayerRecord[]): StoredPlayerRecord | undefined =>
  [...records].sort(
    (a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || a.id.localeCompare(b.id),
  )[0];
