import type { TranslateFunction } from 'ra-core';
import { changesPlayer } from './playerPlan';
import { problemArgs, type PreparedPlayerRow } from './playerRows';
import type { PlayerPushOutcome } from './pushPlayers';

/** The message key of a player error code in the bulk catalogue (000 §8). */
const CODE_KEYS: Record<string, string> = {
  DEVICE_NOT_FOUND: 'dm.bulk.player.unableToConnect',
  UNLOCKABLE_DEVICE: 'dm.bulk.player.locked',
  SERIAL_NUMBER_IP_ADDRESS_MISMATCH: 'dm.bulk.player.mismatch',
  ERROR_UNLOCKING_QBIC_DEVICE: 'dm.bulk.player.unlockFailed',
  ERROR_LOCKING_QBIC_DEVICE: 'dm.bulk.player.lockFailed',
};

export interface PlayerRowStatus {
  key: string;
  args?: Record<string, string | number>;
  color: 'success' | 'error' | 'info';
}

/** What the status column says for a row: its problem, its push outcome, nothing to change, or ready. */
export function playerRowStatus(
  row: PreparedPlayerRow,
  outcome: PlayerPushOutcome | undefined,
): PlayerRowStatus {
  if (row.problem) return { key: `dm.bulk.player.${row.problem}`, args: problemArgs(row), color: 'error' };
  if (outcome?.ok) return { key: 'dm.bulk.status.success', color: 'success' };
  if (outcome?.ownPassword) return { key: 'dm.bulk.player.lockedOwn', color: 'error' };
  if (outcome) return { key: CODE_KEYS[outcome.code] ?? 'dm.bulk.player.failed', color: 'error' };
  if (!changesPlayer(row.plan)) return { key: 'dm.bulk.player.noChange', color: 'info' };
  return { key: 'dm.bulk.status.ready', color: 'info' };
}

/**
 * The rows of the player result sheet, in the UI language: each row with its serial number, name, username
 * (never its password), outcome and reason.
 */
export function playerResultSheetRows(
  translate: TranslateFunction,
  rows: readonly PreparedPlayerRow[],
  outcomes: ReadonlyMap<number, PlayerPushOutcome>,
): string[][] {
  const t = (key: string) => translate(`dm.bulk.result.sheet.${key}`);
  const header = [t('row'), t('serialNumber'), t('deviceName'), t('username'), t('outcome'), t('reason')];
  return [
    header,
    ...rows.map((row, index) => {
      const outcome = outcomes.get(index);
      const status = playerRowStatus(row, outcome);
      const outcomeKey = row.problem
        ? 'dm.bulk.result.sheet.notPushed'
        : !outcome && !changesPlayer(row.plan)
          ? 'dm.bulk.player.noChange'
          : outcome?.ok
            ? 'dm.bulk.status.success'
            : outcome
              ? 'dm.bulk.status.failed'
              : 'dm.bulk.status.pending';
      return [
        String(row.source.row),
        row.source.serialNumber,
        row.source.deviceName,
        row.source.username,
        translate(outcomeKey),
        status.color === 'error' ? translate(status.key, status.args) : '',
      ];
    }),
  ];
}
