import { useTranslate } from 'react-admin';
import { BulkUploadDialog } from '../../../components/bulk/BulkUploadDialog';
import type { QbicPlayer } from '../playerModel';
import { PlayerBulkTable } from './PlayerBulkTable';
import { usePlayerBulk } from './usePlayerBulk';

export interface PlayerBulkDialogProps {
  players: readonly QbicPlayer[];
  qbicSecurityEnabled: boolean;
  /** `pushed`: players were changed, so the tab reads them again. */
  onClose(pushed: boolean): void;
}

/** The player tab's bulk dialog (000 §2.1): validate, the rows, Push config; it stays open after the push. */
export const PlayerBulkDialog = ({ players, qbicSecurityEnabled, onClose }: PlayerBulkDialogProps) => {
  const translate = useTranslate();
  const bulk = usePlayerBulk(players, qbicSecurityEnabled);
  return (
    <BulkUploadDialog
      open
      step={bulk.step}
      title={translate('dm.bulk.dialog.playersTitle')}
      description={translate('dm.bulk.dialog.playersDescription')}
      file={bulk.file}
      onFile={bulk.chooseFile}
      validating={bulk.validating}
      onValidate={() => void bulk.validate(() => onClose(false))}
      results={<PlayerBulkTable rows={bulk.rows} outcomes={bulk.outcomes} done={bulk.step === 'done'} />}
      canPush={bulk.step === 'push' && bulk.rows.some((row) => row.problem === null)}
      pushing={bulk.pushing}
      percent={bulk.percent}
      onPush={() => void bulk.push()}
      onClose={() => onClose(bulk.step === 'done')}
    />
  );
};
