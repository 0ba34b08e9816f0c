/** A player bulk row as POST /tenant/configuration/upload answers it (000 §3 "Player bulk row"). */
export interface PlayerBulkRow {
  /** Row number in the spreadsheet (1 is the header row). */
  row: number;
  serialNumber: string;
  deviceName: string;
  username: string;
  password: string;
  /** Blank when the sheet has none; the console fills it from the scanned players. */
  ip: string;
  /** False when the server refused the row (a serial number given twice, an address that is not IPv4, …). */
  isValid: boolean;
}

/** What the download asks for: the scanned players to list, with the username each holds (read back). */
export interface PlayerSheetEntry {
  serialNumber: string;
  deviceName: string;
  ip: string;
  /** The player's current login username; blank or absent when it has none or could not be read. */
  username?: string;
}

export const PLAYER_SHEET_COLUMNS = {
  serialNumber: 'Serial number',
  deviceName: 'Device name',
  username: 'Username',
  password: 'Password',
  ip: 'IP address',
} as const;
export type PlayerSheetColumn = keyof typeof PLAYER_SHEET_COLUMNS;
export const OPTIONAL_PLAYER_COLUMNS: readonly PlayerSheetColumn[] = ['ip'];

/** Longest player name a row may set. */
export const PLAYER_NAME_MAX = 64;
