import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkResultDialog } from '../../../components/bulk/BulkResultDialog';
import { BulkUploadDialog, flowProps } from '../../../components/bulk/BulkUploadDialog';
import { saveTextWorkbook } from '../../../components/bulk/saveFile';
import { useDownloadNotice } from '../../../components/bulk/useDownloadNotice';
import { useConfirm } from '../../../components/useConfirm';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import type { QbicPlayer } from '../../../players/playerModel';
import { PlayerBulkTable } from './PlayerBulkTable';
import { PlayerNotPushed } from './PlayerNotPushed';
import { PlayerPushSummary } from './PlayerPushSummary';
import { playerResultSheetRows } from '../../../players/bulkPush/playerStatus';
import { rowsToPush } from '../../../players/bulkPush/pushPlayers';
import { loginRemovals } from '../../../players/bulkPush/pushSummary';
import { usePasswordPrompt } from '../usePasswordPrompt';
import { usePlayerBulk } from './usePlayerBulk';
import { useRolloutGuard } from '../rollout/useRolloutGuard';

export interface PlayerBulkDialogProps {
  players: readonly QbicPlayer[];
  qbicSecurityEnabled: boolean;
  /** `pushed`: players were changed, so the tab reads them again. */
  onClose(pushed: boolean): void;
}

/**
 * The player tab's bulk dialog (000 §2.1): validate, the rows, Push config; after the push the result as on the
 * Devices tab (counts, Retry failed, Download result, Close), every column kept.
 */
export const PlayerBulkDialog = ({ players, qbicSecurityEnabled, onClose }: PlayerBulkDialogProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const downloaded = useDownloadNotice();
  const bulk = usePlayerBulk(players, qbicSecurityEnabled, usePasswordPrompt(players));
  const mayChange = useRolloutGuard();
  // Players a running rollout holds are not changed under it (it restarts them).
  const free = (which: 'valid' | 'failed') =>
    mayChange(
      rowsToPush(bulk.rows, bulk.outcomes, which).map(({ row }) => ({
        serial_number: row.source.serialNumber,
        ip: row.ip,
      })),
    );
  // A push that would remove logins names those players and asks first.
  const push = async () => {
    if (!(await free('valid'))) return;
    const removals = loginRemovals(bulk.rows);
    if (removals.length > 0) {
      const names = removals.map(
        (row) => `${row.now?.name || row.source.deviceName} (${row.source.serialNumber})`,
      );
      const yes = await confirm({
        type: 'warning',
        title: 'dm.bulk.player.removeLogin.title',
        message: 'dm.bulk.player.removeLogin.message',
        messageArgs: { smart_count: removals.length, names: names.join(', ') },
      });
      if (!yes) return;
    }
    await bulk.push('valid');
  };
  const table = <PlayerBulkTable rows={bulk.rows} outcomes={bulk.outcomes} />;
  if (bulk.step === 'done') {
    const outcomes = [...bulk.outcomes.values()];
    const success = outcomes.filter((outcome) => outcome.ok).length;
    return (
      <BulkResultDialog
        title={translate('dm.bulk.result.playersTitle')}
        success={success}
        failed={outcomes.length - success}
        allSavedText={translate('dm.bulk.result.allPlayersSaved')}
        notices={
          <>
            <PlayerNotPushed rows={bulk.rows} />
            {bulk.recordError !== null && (
              <Alert severity="warning" data-testid="bulk-sheet-not-recorded">
                {translate('dm.qbicDrift.sheet.not_recorded', {
                  reason: translate(errorMessageKey(bulk.recordError)),
                })}
              </Alert>
            )}
          </>
        }
        table={table}
        pushing={bulk.pushing}
        percent={bulk.percent}
        onRetry={() =>
          void free('failed').then(async (ok) => {
            if (ok) await bulk.push('failed');
          })
        }
        onDownload={() => {
          const name = `${translate('dm.bulk.result.playersFileName')}.xlsx`;
          void saveTextWorkbook(name, [
            {
              name: translate('dm.bulk.result.playersSheetName'),
              rows: playerResultSheetRows(translate, bulk.rows, bulk.outcomes),
            },
          ]).then(() => downloaded(name));
        }}
        onClose={() => onClose(true)}
      />
    );
  }
  return (
    <BulkUploadDialog
      {...flowProps(bulk)}
      title={translate('dm.bulk.dialog.playersTitle')}
      description={translate('dm.bulk.dialog.playersDescription')}
      results={
        <Stack spacing={2}>
          <PlayerNotPushed rows={bulk.rows} />
          <PlayerPushSummary rows={bulk.rows} />
          {table}
        </Stack>
      }
      canPush={bulk.step === 'push' && rowsToPush(bulk.rows, bulk.outcomes, 'valid').length > 0}
      onPush={() => void push()}
      onClose={() => onClose(false)}
    />
  );
};
