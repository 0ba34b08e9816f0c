import { deviceErrorKey, deviceFailureKind, type DeviceErrorCode, type PlayerRef, type PoolResult } from './';
import { failureHeadingKey } from './failureText';
import { playerKey, type PlayerAction, type QbicPlayer } from './playerModel';

/** One line of an action's result: which player, and done or the named error. */
export interface ActionReportRow {
  key: string;
  name: string;
  serial: string;
  ip: string;
  ok: boolean;
  code?: DeviceErrorCode;
  /** Translation key of the error. */
  errorKey?: string;
  /** Translation key of the failure's heading ("Offline or restarting", "Authentication error"), when it has one. */
  headingKey?: string;
  /** The player's own explanation, when it gave one. */
  detail?: string;
}

export interface ActionReport {
  action: PlayerAction;
  rows: ActionReportRow[];
  succeeded: number;
  failed: number;
  /** Some players were not handled because the run was cancelled. */
  cancelled: boolean;
}

/** The per-player summary of a finished (or cancelled) action. */
export function reportOf(
  action: PlayerAction,
  players: readonly QbicPlayer[],
  results: readonly PoolResult<PlayerRef, unknown>[],
): ActionReport {
  const byKey = new Map(players.map((player) => [playerKey(player), player]));
  const rows = results.map((result): ActionReportRow => {
    const key = playerKey(result.item);
    const player = byKey.get(key);
    const base = {
      key,
      name: player?.player_name ?? result.item.serial_number,
      serial: result.item.serial_number,
      ip: result.item.ip,
    };
    if (result.ok) return { ...base, ok: true };
    const { code, detail } = result.error;
    const failure = { ...base, ok: false, code, errorKey: deviceErrorKey(code), detail };
    const headingKey = failureHeadingKey(code);
    return headingKey ? { ...failure, headingKey } : failure;
  });
  const succeeded = rows.filter((row) => row.ok).length;
  return {
    action,
    rows,
    succeeded,
    failed: rows.length - succeeded,
    cancelled: rows.some((row) => row.code === 'USER_CANCELLATION'),
  };
}

/** The player to show the offline-device dialog for: an action on one player that did not answer. */
export function offlineRow(report: ActionReport): ActionReportRow | null {
  const [only, ...others] = report.rows;
  return only && others.length === 0 && only.code && deviceFailureKind(only.code) === 'offline' ? only : null;
}
