import type { PlayerNote, StoredPlayerRecord } from '../domain/players/playerRecord';
import { offBySchedule } from '../domain/players/schedule';
import { playerKey, type QbicPlayer } from './playerModel';
import type { RememberedPlayer } from './rememberedPlayers';

/** Whether the console's passwords open a player: known once its versions were read, or refused for want of one. */
function passwordOpens(player: QbicPlayer): boolean | undefined {
  if (player.info) return true;
  return player.infoError === 'UNLOCKABLE_DEVICE' ? false : undefined;
}

/** What the list knows of the players with these keys, as notes for their records (only those seen). */
export function playerNotes(players: readonly QbicPlayer[], keys: ReadonlySet<string>): PlayerNote[] {
  return players
    .filter((player) => keys.has(playerKey(player)) && player.lastSeen !== undefined)
    .map((player) => ({
      serial: player.serial_number,
      name: player.player_name,
      ip: player.ip,
      model: player.model_id,
      lastSeen: player.lastSeen,
      appVersion: player.info?.app_version,
      firmwareVersion: player.info?.firmware_version,
      passwordOpens: passwordOpens(player),
      schedule: player.schedule,
    }));
}

/** A player's record as a player seen before, to list again when a scan covers its address and it is silent. */
export const rememberedOf = (record: StoredPlayerRecord): RememberedPlayer => ({
  serial_number: record.serial,
  ip: record.ip,
  player_name: record.name,
  model_id: record.model,
  lastSeen: record.lastSeen,
  ...(record.schedule ? { schedule: record.schedule } : {}),
});

/** Two lists of players seen before made one, by serial number: the one seen last wins. */
export function mergeKept(
  a: readonly RememberedPlayer[],
  b: readonly RememberedPlayer[],
): RememberedPlayer[] {
  const bySerial = new Map<string, RememberedPlayer>();
  for (const entry of [...a, ...b]) {
    const before = bySerial.get(playerKey(entry));
    if (!before || entry.lastSeen > before.lastSeen) bySerial.set(playerKey(entry), entry);
  }
  return [...bySerial.values()];
}

/**
 * The players a scan covered that did not answer it, apart: those their own schedule has off now (not in trouble)
 * and the others, not answering.
 */
export function silentApart(silent: readonly QbicPlayer[], now: Date) {
  const scheduledOff = silent.filter((player) => offBySchedule(player.schedule, now) !== null);
  return { notAnswering: silent.filter((player) => !scheduledOff.includes(player)), scheduledOff };
}
