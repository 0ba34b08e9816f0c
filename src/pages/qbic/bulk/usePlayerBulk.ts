import { useCallback } from 'react';
import { useDataProvider, useLocale } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useBulkPush, type BulkUpload } from '../../../components/bulk/useBulkPush';
import { useBulkValidation } from '../../../components/bulk/useBulkValidation';
import { useQbicEnvironment } from '../QbicEnvironment';
import { preparePlayerRows, type PreparedPlayerRow, type ScannedPlayer } from './playerRows';
import { pushPlayers, rowsToPush, type PlayerPushOutcome } from './pushPlayers';

export type PlayerBulk = BulkUpload<PreparedPlayerRow, PlayerPushOutcome>;

/** One player bulk upload: validate → push → done; the rows keep their passwords only in memory. */
export function usePlayerBulk(scanned: readonly ScannedPlayer[], qbicSecurityEnabled: boolean): PlayerBulk {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const { client, cache, tenantId } = useQbicEnvironment();
  const read = useCallback(
    async (file: File) =>
      preparePlayerRows(await dataProvider.uploadPlayerBulkSheet(file, { language: locale }), scanned),
    [dataProvider, locale, scanned],
  );
  const send = useCallback(
    (
      rows: PreparedPlayerRow[],
      signal: AbortSignal,
      onRow: (position: number, outcome: PlayerPushOutcome, percent: number) => void,
    ) => pushPlayers(rows, { client, cache, tenantId, qbicSecurityEnabled, signal, onRow }),
    [cache, client, qbicSecurityEnabled, tenantId],
  );
  return useBulkPush(useBulkValidation(read), { choose: rowsToPush, send });
}
