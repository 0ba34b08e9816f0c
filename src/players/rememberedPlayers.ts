import { parseIpv4 } from '../domain/ipRange';
import type { PlayerSchedule } from '../domain/players/schedule';
import type { QbicPlayer } from './playerModel';
import { playerKey } from './playerModel';

/** What this browser keeps of a player it has seen: enough to name it and say when it last answered. */
export interface RememberedPlayer {
  serial_number: string;
  ip: string;
  player_name: string;
  model_id: string;
  /** When it last answered a scan (epoch ms). */
  lastSeen: number;
  /** Its own on/off schedule as last read: a silent player it has off is not in trouble. */
  schedule?: PlayerSchedule;
}

/** At most this many players are kept per tenant; the ones seen longest ago go first. */
export const REMEMBERED_MAX = 10_000;

const isRemembered = (value: unknown): value is RememberedPlayer => {
  const entry = value as Partial<RememberedPlayer> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.serial_number === 'string' &&
    typeof entry.ip === 'string' &&
    typeof entry.lastSeen === 'number'
  );
};

/** The players kept under `key`; nothing (never an error) when the entry is missing or unreadable. */
export function loadRemembered(storage: Storage, key: string): RememberedPlayer[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter(isRemembered) : [];
  } catch {
    return [];
  }
}

/** The kept players brought up to date with the list: each player seen takes its newest address, name and time. */
export function rememberSeen(
  kept: readonly RememberedPlayer[],
  players: readonly QbicPlayer[],
): RememberedPlayer[] {
  const bySerial = new Map(kept.map((entry) => [playerKey(entry), entry]));
  for (const player of players) {
    if (player.lastSeen === undefined) continue;
    const before = bySerial.get(playerKey(player));
    if (before && before.lastSeen > player.lastSeen) continue;
    bySerial.set(playerKey(player), {
      serial_number: player.serial_number,
      ip: player.ip,
      player_name: player.player_name,
      model_id: player.model_id,
      lastSeen: player.lastSeen,
      ...(player.schedule ? { schedule: player.schedule } : {}),
    });
  }
  return [...bySerial.values()].sort((a, b) => b.lastSeen - a.lastSeen).slice(0, REMEMBERED_MAX);
}

/** Keeps the list; a full storage keeps what it had (the list is a help, never a reason for an error). */
export function saveRemembered(storage: Storage, key: string, kept: readonly RememberedPlayer[]): void {
  try {
    storage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the players are remembered as far as the last save.
  }
}

/**
 * The list with the players seen before added back when a scan covered their address: a player this tab does not
 * list yet (the page was reloaded) is listed again, not answering, with when it was last seen, rather than dropped.
 */
export function withRemembered(
  players: readonly QbicPlayer[],
  kept: readonly RememberedPlayer[],
  scanned: ReadonlySet<string>,
): QbicPlayer[] {
  const listed = new Set(players.map(playerKey));
  const missing = kept.filter((entry) => !listed.has(playerKey(entry)) && scanned.has(entry.ip));
  return [...players, ...missing.map((entry) => ({ ...entry, online: false }))];
}

/**
 * The list with every player seen before that it does not hold yet, as the tab opens: not checked yet, with when it
 * was last seen and its schedule (another computer's players are listed at once; a scan then checks them). Sorted by
 * address, as a scan sorts.
 */
export function listRemembered(
  players: readonly QbicPlayer[],
  kept: readonly RememberedPlayer[],
): QbicPlayer[] {
  const listed = new Set(players.map(playerKey));
  const missing = kept.filter((entry) => !listed.has(playerKey(entry)));
  if (missing.length === 0) return [...players];
  const added = missing.map((entry): QbicPlayer => ({ ...entry, online: false, unchecked: true }));
  return [...players, ...added].sort((a, b) => (parseIpv4(a.ip) ?? 0) - (parseIpv4(b.ip) ?? 0));
}

/** The players a scan covered that did not answer it: named in the scan's result. */
export const silentPlayers = (players: readonly QbicPlayer[], scanned: ReadonlySet<string>): QbicPlayer[] =>
  players.filter((player) => !player.online && scanned.has(player.ip));
