import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar';
import { MINI_DISPLAY_MODEL_ID } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { saveBlob } from '../../../components/bulk/saveFile';
import type { Device } from '../deviceModel';

const DeviceBulkFlow = lazy(() =>
  import('./DeviceBulkFlow').then((module) => ({ default: module.DeviceBulkFlow })),
);

export interface DeviceBulkActions {
  /** Bulk configuration (000 §2.6): the sheet of the selected devices, or the Mini Display hint (000 §5). */
  download(): void;
  /** Upload: opens the bulk dialog. */
  upload(): void;
  /** While the download runs, the bar's read-only text. */
  busyText: string | null;
  dialogs: ReactNode;
}

/** Download and Upload of the Devices tab's bottom bar with several devices selected. */
export function useDeviceBulkActions(devices: readonly Device[], onChanged: () => void): DeviceBulkActions {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorSnackbar();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState<'hint' | 'upload' | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = () => {
    if (devices.some((device) => device.modelId === MINI_DISPLAY_MODEL_ID)) return setOpen('hint');
    setDownloading(true);
    dataProvider
      .downloadDeviceBulkSheet(devices.map((device) => device.id))
      .then((blob) => {
        saveBlob(blob, 'bulk-configuration.xlsx');
        notify('dm.bulk.bar.downloaded', { type: 'success' });
      })
      .catch((error: unknown) => showError(error))
      .finally(() => setDownloading(false));
  };

  return {
    download,
    upload: () => setOpen('upload'),
    busyText: downloading ? translate('dm.bulk.bar.downloading') : null,
    dialogs: (
      <>
        <ConfirmDialog
          type="hint"
          open={open === 'hint'}
          title="dm.bulk.miniDisplay.title"
          message="dm.bulk.miniDisplay.message"
          onAccept={() => setOpen(null)}
          onCancel={() => setOpen(null)}
        />
        <Suspense fallback={null}>
          {open === 'upload' ? <DeviceBulkFlow onClose={() => setOpen(null)} onSaved={onChanged} /> : null}
        </Suspense>
      </>
    ),
  };
}
