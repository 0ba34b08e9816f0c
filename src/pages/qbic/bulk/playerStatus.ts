import type { PreparedPlayerRow } from './playerRows';
import type { PlayerPushOutcome } from './pushPlayers';

/** The message key of a player error code in the bulk catalogue (000 §8). */
const CODE_KEYS: Record<string, string> = {
  DEVICE_NOT_FOUND: 'dm.bulk.player.unableToConnect',
  UNLOCKABLE_DEVICE: 'dm.bulk.player.locked',
  SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'dm.bulk.player.mismatch',
  ERROR_UNLOCKING_QBIC_DEVICE: 'dm.bulk.player.unlockFailed',
  ERROR_LOCKING_QBIC_DEVICE: 'dm.bulk.player.lockFailed',
};

/** What the status column says for a row: its problem, its push outcome, or ready. */
export function playerRowStatus(
  row: PreparedPlayerRow,
  outcome: PlayerPushOutcome | undefined,
): { key: string; color: 'success' | 'error' | 'info' } {
  if (row.problem) return { key: `dm.bulk.player.${row.problem}`, color: 'error' };
  if (outcome?.ok) return { key: 'dm.bulk.status.success', color: 'success' };
  if (outcome) return { key: CODE_KEYS[outcome.code] ?? 'dm.bulk.player.failed', color: 'error' };
  return { key: 'dm.bulk.status.ready', color: 'info' };
}
