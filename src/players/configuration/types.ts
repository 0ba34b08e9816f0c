/** A player as the players page hands it to the configuration dialog. */
export interface ConfigurablePlayer {
  ip: string;
  serial_number: string;
  model_id: string;
  player_name?: string;
  isPasswordProtected?: boolean;
}
