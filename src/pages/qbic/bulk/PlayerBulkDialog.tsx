import { useTranslate } from 'react-admin';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar';
import { BulkUploadDialog } from '../../bulk/BulkUploadDialog';
import { fileErrorText } from '../../bulk/fileErrorText';
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
  const showError = useErrorSnackbar();
  const bulk = usePlayerBulk(players, qbicSecurityEnabled);
  const validate = async () => {
    const error = await bulk.validate();
    if (!error) return;
    showError(fileErrorText(translate, error), translate('dm.bulk.file.title'));
    onClose(false);
  };
  return (
    <BulkUploadDialog
      open
      step={bulk.step}
      title={translate('dm.bulk.dialog.playersTitle')}
      description={translate('dm.bulk.dialog.playersDescription')}
      file={bulk.file}
      onFile={bulk.chooseFile}
      validating={bulk.validating}
      onValidate={() => void validate()}
      results={<PlayerBulkTable rows={bulk.rows} outcomes={bulk.outcomes} done={bulk.step === 'done'} />}
      canPush={bulk.step === 'push' && bulk.rows.some((row) => row.problem === null)}
      pushing={bulk.pushing}
      percent={bulk.percent}
      onPush={() => void bulk.push()}
      onClose={() => onClose(bulk.step === 'done')}
    />
  );
};
