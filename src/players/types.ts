/** Shapes of what players answer (001 §7) and of the players the console knows. */

export interface PublicInfo {
  model_id: string;
  player_name: string;
  serial_number: string;
  api_version?: string;
}

export interface DeviceInfo {
  model_id?: string;
  serial_number?: string;
  firmware_version?: string;
  os_version?: string;
  app_version?: string;
  /** Seconds since boot. */
  uptime?: number;
  storage?: { total: number; free: number };
}

export type WifiState = 'enabled' | 'disabled';
export interface WifiNetwork {
  ssid: string;
  security?: string;
  password?: string;
  ip_assignment?: 'dhcp' | 'static';
}

/** A token for one player: the address and the bearer to send. */
export interface DeviceSession {
  ip: string;
  token: string;
}

/** A player the console knows from a scan (001 §3 "Device (local)", without the screen's own flags). */
export interface LocalPlayer {
  serial_number: string;
  ip: string;
  model_id: string;
  player_name: string;
  /** Whether it answered the last scan that covered its address. */
  online: boolean;
  /** True when the factory password is refused; undefined when not known. */
  isPasswordProtected?: boolean;
  /** Set when the player's address now answers with another serial number. */
  error?: 'SERIAL_NUMBER_IP_ADDRESS_MISMATCH';
}

/** What an action needs to know about a player. */
export interface PlayerRef {
  ip: string;
  serial_number: string;
  isPasswordProtected?: boolean;
}
