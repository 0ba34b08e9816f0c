import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import { useBulkPush, type BulkUpload, type PushWhich } from '../../../components/bulk/useBulkPush';
import type { PasswordPrompt } from '../../../players';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { useQbicEnvironment } from '../QbicEnvironment';
import { LAST_SHEET_KEY } from '../drift/useBaselineStore';
import { pushedSheetRows, pushedSheetTargets } from '../../../players/bulkPush/pushedSheet';
import { readPlayersNow } from '../../../players/bulkPush/playerNow';
import {
  preparePlayerRows,
  type PreparedPlayerRow,
  type ScannedPlayer,
} from '../../../players/bulkPush/playerRows';
import { pushPlayers, rowsToPush, type PlayerPushOutcome } from '../../../players/bulkPush/pushPlayers';

export interface PlayerBulk extends BulkUpload<PreparedPlayerRow, PlayerPushOutcome> {
  /** Recording the push as the tenant's last sheet pushed failed: why (the push itself went through). */
  recordError: unknown;
}

/**
 * One player bulk upload: validate → push → done; the rows keep their passwords only in memory. The first push
 * asks nobody for a password (bulk mode, 001 §4); Retry failed asks for each player no known password opens.
 */
export function usePlayerBulk(
  scanned: readonly ScannedPlayer[],
  qbicSecurityEnabled: boolean,
  prompt?: PasswordPrompt,
): PlayerBulk {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { client, cache, tenantId, passwords } = useQbicEnvironment();
  const [recordError, setRecordError] = useState<unknown>(null);
  const log = useActivityLog();
  // What each row's player holds now is read before the rows are shown, so each row says what its push changes.
  const read = useCallback(
    async (file: File) => {
      const sheet = await dataProvider.uploadPlayerBulkSheet(file, { language: locale });
      const first = preparePlayerRows(sheet, scanned);
      const reachable = first
        .filter((row) => row.problem === null || row.problem === 'passwordMissing')
        .map((row) => ({
          ip: row.ip,
          serial_number: row.source.serialNumber,
          isPasswordProtected: row.isPasswordProtected,
        }));
      const now = await readPlayersNow(reachable, { client, tenantId, cache });
      return preparePlayerRows(sheet, scanned, { now, qbicSecurityEnabled });
    },
    [cache, client, dataProvider, locale, qbicSecurityEnabled, scanned, tenantId],
  );
  const send = useCallback(
    (
      rows: PreparedPlayerRow[],
      signal: AbortSignal,
      onRow: (position: number, outcome: PlayerPushOutcome, percent: number) => void,
      which: PushWhich,
    ) =>
      pushPlayers(rows, {
        client,
        cache,
        tenantId,
        passwords,
        prompt: which === 'failed' ? prompt : undefined,
        signal,
        onRow,
      }),
    [cache, client, passwords, prompt, tenantId],
  );
  // The tenant's last sheet pushed: what this sheet's successful rows asked (a retry adds its own).
  const ended = useCallback(
    (
      rows: readonly PreparedPlayerRow[],
      outcomes: ReadonlyMap<number, PlayerPushOutcome>,
      sent: readonly number[],
    ) => {
      void log({ action: 'player.sheetPush', targets: pushedSheetTargets(rows, outcomes, sent) });
      const pushed = pushedSheetRows(rows, outcomes);
      if (pushed.length === 0) return;
      setRecordError(null);
      void dataProvider
        .recordSheetPushed(pushed)
        .then(() => queryClient.invalidateQueries({ queryKey: LAST_SHEET_KEY }))
        .catch((error: unknown) => setRecordError(error));
    },
    [dataProvider, log, queryClient],
  );
  return { ...useBulkPush(useBulkValidation(read), { choose: rowsToPush, send, ended }), recordError };
}
