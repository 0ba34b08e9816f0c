import type { PlayerBulkRow } from '../../../domain/playerBulk';
import { MISSING } from '../../../components/missingValue';

/** Why a player row cannot be pushed (000 §5, §8); each is `dm.bulk.player.<reason>`. */
export type PlayerRowProblem = 'serialMissing' | 'statusChanged' | 'serialNotFound' | 'passwordMissing';

/**
 * A player row ready for the dialog: the ip filled from the scanned players by serial number (case ignored)
 * when the sheet has none, and the first rule it breaks. The password stays in memory for the push and is
 * never shown.
 */
export interface PreparedPlayerRow {
  source: PlayerBulkRow;
  ip: string;
  problem: PlayerRowProblem | null;
  /** Whether the scanned player is known to hold a password other than the factory one. */
  isPasswordProtected?: boolean;
}

export interface ScannedPlayer {
  serial_number: string;
  ip: string;
  isPasswordProtected?: boolean;
}

/** Applies the player row rules of 000 §5 in order: serial, server verdict, address, credentials. */
export function preparePlayerRows(
  rows: readonly PlayerBulkRow[],
  scanned: readonly ScannedPlayer[],
): PreparedPlayerRow[] {
  const bySerial = new Map(scanned.map((player) => [player.serial_number.toLowerCase(), player]));
  return rows.map((source) => {
    const found = bySerial.get(source.serialNumber.toLowerCase());
    const ip = source.ip || found?.ip || '';
    const problem: PlayerRowProblem | null = !source.serialNumber
      ? 'serialMissing'
      : !source.isValid
        ? 'statusChanged'
        : !ip
          ? 'serialNotFound'
          : source.username && !source.password
            ? 'passwordMissing'
            : null;
    return { source, ip, problem, isPasswordProtected: found?.isPasswordProtected };
  });
}

/** A blank username or device name shows as a dash (000 §5). */
export const dashed = (text: string): string => (text.trim() === '' ? MISSING : text);
