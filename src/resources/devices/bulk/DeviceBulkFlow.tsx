import { useTranslate } from 'react-admin';
import { BulkUploadDialog, flowProps } from '../../../components/bulk/BulkUploadDialog';
import { saveTextWorkbook } from '../../../components/bulk/saveFile';
import { useDownloadNotice } from '../../../components/bulk/useDownloadNotice';
import { DeviceBulkResultDialog } from './DeviceBulkResultDialog';
import { DeviceBulkSummary } from './DeviceBulkSummary';
import { DeviceBulkTable } from './DeviceBulkTable';
import { summaryOf } from './prepareRows';
import { resultSheetRows } from './rowText';
import type { SavedRun } from './savedRun';
import { useDeviceBulk } from './useDeviceBulk';

export interface DeviceBulkFlowProps {
  onClose(): void;
  /** Devices were saved: the list reads them again. */
  onSaved(): void;
  /** A run the session's end cut short, back after signing in again: opens at its result. */
  restored?: SavedRun | null;
}

/**
 * Upload on the Devices tab: the bulk dialog (validate → push), which closes itself after the push, then the
 * result with Retry failed and Download result.
 * A refused file is said in the dialog, which stays open for another.
 */
export const DeviceBulkFlow = ({ onClose, onSaved, restored = null }: DeviceBulkFlowProps) => {
  const translate = useTranslate();
  const bulk = useDeviceBulk(onSaved, restored);
  const downloaded = useDownloadNotice();
  const download = () => {
    const name = `${translate('dm.bulk.result.fileName')}.xlsx`;
    void saveTextWorkbook(name, [
      {
        name: translate('dm.bulk.result.sheetName'),
        rows: resultSheetRows(translate, bulk.rows, bulk.outcomes),
      },
    ]).then(() => downloaded(name));
  };

  if (bulk.step === 'done')
    return (
      <DeviceBulkResultDialog
        rows={bulk.rows}
        outcomes={bulk.outcomes}
        pushing={bulk.pushing}
        percent={bulk.percent}
        onRetry={() => void bulk.push('failed')}
        onDownload={download}
        onClose={onClose}
        restored={restored !== null}
      />
    );
  return (
    <BulkUploadDialog
      {...flowProps(bulk)}
      title={translate('dm.bulk.dialog.devicesTitle')}
      description={translate('dm.bulk.dialog.devicesDescription')}
      results={
        <>
          <DeviceBulkSummary rows={bulk.rows} />
          <DeviceBulkTable rows={bulk.rows} outcomes={bulk.outcomes} pushed={bulk.pushing} />
        </>
      }
      canPush={summaryOf(bulk.rows).toPush > 0}
      onClose={onClose}
    />
  );
};
