import type { PlayerSchedule } from '../domain/players/schedule';
import type { PlayerState } from './inspect';
import {
  isMiniDisplay,
  mergeScan,
  type DeviceErrorCode,
  type DeviceInfo,
  type FoundPlayer,
  type LocalPlayer,
  type PlayerRef,
  type PoolResult,
} from './';

/** A player as the QBIC tab shows it: what the scan found plus what the console read or did since. */
export interface QbicPlayer extends LocalPlayer {
  /** Versions read from `/v1/info`. */
  info?: DeviceInfo;
  /** Why the versions could not be read. */
  infoError?: DeviceErrorCode;
  /** The versions are being read. */
  isRefreshing?: boolean;
  /** Restarted by the console and not answering yet. */
  rebooting?: boolean;
  /** The last screenshot, as an object URL, and when it was taken (epoch ms). */
  screenshot?: { url: string; takenAt: number };
  screenshotBusy?: boolean;
  /** When the player last answered the console (epoch ms). */
  lastSeen?: number;
  /** Its own on/off schedule, as last read (kept in its record while it is silent). */
  schedule?: PlayerSchedule;
  /**
   * Listed from the players seen before (the tenant's records) when the tab opened, and not asked since: nothing is
   * claimed about whether it answers until a scan covers its address or an action reaches it.
   */
  unchecked?: boolean;
}

export type PlayerStatus = 'live' | 'locked' | 'offline' | 'unchecked';
export type PlayerAction = 'lock' | 'unlock' | 'reboot';

/**
 * Not checked yet when it is only remembered, offline when it did not answer, locked when it holds a password other
 * than the factory one, else live.
 */
export function playerStatus(player: QbicPlayer): PlayerStatus {
  if (!player.online) return player.unchecked ? 'unchecked' : 'offline';
  return player.isPasswordProtected ? 'locked' : 'live';
}

/** The key a player is known by: its serial number, ignoring case. */
export const playerKey = (player: { serial_number: string }): string => player.serial_number.toLowerCase();

export const toRef = ({ ip, serial_number, isPasswordProtected }: QbicPlayer): PlayerRef => ({
  ip,
  serial_number,
  isPasswordProtected,
});

/**
 * Merges a scan into the list (see mergeScan); a player found again was seen now and is not rebooting; a player the
 * scan found or whose address it covered is checked.
 */
export function applyScan(
  before: readonly QbicPlayer[],
  found: readonly FoundPlayer[],
  scanned: ReadonlySet<string>,
  now = Date.now(),
): QbicPlayer[] {
  const foundKeys = new Set(found.map(playerKey));
  const merged = mergeScan(before, found, scanned) as QbicPlayer[];
  return merged.map((player) => {
    if (foundKeys.has(playerKey(player)))
      return { ...player, rebooting: false, lastSeen: now, unchecked: false };
    return scanned.has(player.ip) ? { ...player, unchecked: false } : player;
  });
}

/** The list with `patch` applied to the players whose keys are given. */
export function patchPlayers(
  players: readonly QbicPlayer[],
  keys: Iterable<string>,
  patch: (player: QbicPlayer) => Partial<QbicPlayer>,
): QbicPlayer[] {
  const wanted = new Set(keys);
  return players.map((player) => (wanted.has(playerKey(player)) ? { ...player, ...patch(player) } : player));
}

/** What an action's outcome tells about a player. */
function afterAction(action: PlayerAction, result: PoolResult<PlayerRef, unknown>): Partial<QbicPlayer> {
  if (!result.ok)
    return result.error.code === 'UNREACHABLE_DEVICE' ? { online: false, unchecked: false } : {};
  if (action === 'lock') return { isPasswordProtected: true, online: true, unchecked: false };
  if (action === 'unlock') return { isPasswordProtected: false, online: true, unchecked: false };
  return { online: false, rebooting: true, unchecked: false };
}

/** The list after an action on some of its players. */
export function applyActionResults(
  players: readonly QbicPlayer[],
  action: PlayerAction,
  results: readonly PoolResult<PlayerRef, unknown>[],
): QbicPlayer[] {
  const byKey = new Map(results.map((result) => [playerKey(result.item), result]));
  return players.map((player) => {
    const result = byKey.get(playerKey(player));
    return result ? { ...player, ...afterAction(action, result) } : player;
  });
}

/** The list after reading versions: info where it worked, the error code where it did not. */
export function applyInfoResults(
  players: readonly QbicPlayer[],
  results: readonly PoolResult<PlayerRef, PlayerState>[],
): QbicPlayer[] {
  const byKey = new Map(results.map((result) => [playerKey(result.item), result]));
  return players.map((player) => {
    const result = byKey.get(playerKey(player));
    if (!result) return player;
    if (result.ok) {
      const { schedule, ...info } = result.value;
      return {
        ...player,
        info,
        infoError: undefined,
        isRefreshing: false,
        schedule: schedule ?? player.schedule,
      };
    }
    return { ...player, infoError: result.error.code, isRefreshing: false };
  });
}

/** The selected players, in list order. */
export const selectedPlayers = (players: readonly QbicPlayer[], selected: ReadonlySet<string>) =>
  players.filter((player) => selected.has(playerKey(player)));

/** Keeps only selected keys that still name a listed player. */
export function pruneSelection(selected: ReadonlySet<string>, players: readonly QbicPlayer[]): Set<string> {
  const listed = new Set(players.map(playerKey));
  return new Set([...selected].filter((key) => listed.has(key)));
}

export { isMiniDisplay };
