import { MINI_DISPLAY_MODEL_ID } from '../config';
import { parseIpv4 } from '../domain/ipRange';
import type { LocalPlayer, PublicInfo } from './types';

/** A player that answered a scan. */
export interface FoundPlayer extends PublicInfo {
  ip: string;
  isPasswordProtected?: boolean;
}

const serialKey = (serial: string) => serial.toLowerCase();

export function isMiniDisplay(player: { model_id: string }): boolean {
  return player.model_id === MINI_DISPLAY_MODEL_ID;
}

/**
 * Merges what a scan found into the players known before, by serial number:
 * - a known player found again takes its (possibly new) address, name and model and is online;
 * - a new serial number is added;
 * - a known player whose address was scanned but that was not found is offline, and flagged
 *   SERIAL_NUMBER_IP_ADDRESS_MISMATCH when its address now answers with another serial number;
 * - a known player outside the scanned addresses stays as it was.
 * The result is sorted by address.
 */
export function mergeScan(
  known: readonly LocalPlayer[],
  found: readonly FoundPlayer[],
  scanned: ReadonlySet<string>,
): LocalPlayer[] {
  const merged = new Map<string, LocalPlayer>();
  for (const player of known) merged.set(serialKey(player.serial_number), { ...player });
  const foundBySerial = new Map(found.map((player) => [serialKey(player.serial_number), player]));
  const foundByIp = new Map(found.map((player) => [player.ip, player]));

  for (const [key, player] of merged) {
    if (foundBySerial.has(key) || !scanned.has(player.ip)) continue;
    const occupant = foundByIp.get(player.ip);
    const { error: _previous, ...rest } = player;
    merged.set(
      key,
      occupant
        ? { ...rest, online: false, error: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH' }
        : { ...rest, online: false },
    );
  }
  for (const [key, player] of foundBySerial) {
    const before = merged.get(key);
    const { error: _previous, ...rest } = before ?? ({} as Partial<LocalPlayer>);
    merged.set(key, {
      ...rest,
      serial_number: before?.serial_number ?? player.serial_number,
      ip: player.ip,
      model_id: player.model_id,
      player_name: player.player_name,
      online: true,
      isPasswordProtected: player.isPasswordProtected ?? before?.isPasswordProtected,
    });
  }
  return [...merged.values()].sort((a, b) => (parseIpv4(a.ip) ?? 0) - (parseIpv4(b.ip) ?? 0));
}
