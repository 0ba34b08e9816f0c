import { PLAYER_NAME_MAX, type PlayerBulkRow } from '../../domain/playerBulk';
import { isIpv4 } from '../../domain/ipRange';
import { planPlayerRow, type PlayerNow, type PlayerRowPlan } from './playerPlan';

/**
 * Why a player row cannot be pushed (000 §5, §8), each naming its field; each is `dm.bulk.player.<reason>`.
 * `statusChanged` is left for a refusal of the server that none of the others explains.
 */
type PlayerRowProblem =
  | 'serialMissing'
  | 'serialRepeated'
  | 'ipInvalid'
  | 'nameTooLong'
  | 'statusChanged'
  | 'serialNotFound'
  | 'passwordMissing';

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
  /** What the player held when the sheet was validated; undefined when it could not be read. */
  now?: PlayerNow;
  /** What a push of this row will change on its player. */
  plan: PlayerRowPlan;
}

/** What validation knows besides the sheet: what each player holds now (by serial, lower case) and the tenant's QBIC security. */
export interface PlayerRowContext {
  now?: ReadonlyMap<string, PlayerNow>;
  qbicSecurityEnabled?: boolean;
}

export interface ScannedPlayer {
  serial_number: string;
  ip: string;
  isPasswordProtected?: boolean;
}

/**
 * Applies the player row rules of 000 §5 in order, so that validation refuses what a push would: serial
 * missing or given in an earlier row, an address that is not IPv4, a name over PLAYER_NAME_MAX, the server's
 * other refusals, no address (none in the sheet and no scanned player has the serial), a new username without
 * password (the player's own username with a blank password keeps its login). A row that gives an address is
 * pushed there even when no scanned player has its serial: the push checks the serial at that address before it
 * writes anything (SERIAL_NUMBER_IP_ADDRESS_MISMATCH).
 */
export function preparePlayerRows(
  rows: readonly PlayerBulkRow[],
  scanned: readonly ScannedPlayer[],
  context: PlayerRowContext = {},
): PreparedPlayerRow[] {
  const bySerial = new Map(scanned.map((player) => [player.serial_number.toLowerCase(), player]));
  const seen = new Set<string>();
  return rows.map((source) => {
    const serial = source.serialNumber.toLowerCase();
    const repeated = serial !== '' && seen.has(serial);
    seen.add(serial);
    const found = bySerial.get(serial);
    const ip = source.ip || found?.ip || '';
    const now = context.now?.get(serial);
    const plan = planPlayerRow(source, now, context.qbicSecurityEnabled ?? false);
    const problem: PlayerRowProblem | null = !source.serialNumber
      ? 'serialMissing'
      : repeated
        ? 'serialRepeated'
        : source.ip !== '' && !isIpv4(source.ip)
          ? 'ipInvalid'
          : source.deviceName.length > PLAYER_NAME_MAX
            ? 'nameTooLong'
            : !source.isValid
              ? 'statusChanged'
              : !ip
                ? 'serialNotFound'
                : source.username.trim() && !source.password && plan.login === 'set'
                  ? 'passwordMissing'
                  : null;
    return { source, ip, problem, isPasswordProtected: found?.isPasswordProtected, now, plan };
  });
}

/** The values a problem's message names: the serial, the address, the name's length and its limit. */
export const problemArgs = (row: PreparedPlayerRow): Record<string, string | number> => ({
  serial: row.source.serialNumber,
  ip: row.source.ip,
  length: row.source.deviceName.length,
  max: PLAYER_NAME_MAX,
});
