import { localStore, sessionStore } from '../../../storage/browserStorage';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { readIdentity } from '../../../authProvider/storedUser';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar';
import { MINI_DISPLAY_MODEL_ID } from '../../../config';
import type { AppDataProvider } from '../../../dataProvider';
import { saveBlob } from '../../../components/bulk/saveFile';
import { deviceTitle, type Device } from '../deviceModel';
import { DeviceMiniDisplayHint } from './DeviceMiniDisplayHint';
import { findRun, forgetRun, type SavedRun } from './savedRun';
import { splitByTenant } from './sheetDevices';

/** Display types the Devices sheet cannot configure (000 §5 gives required fields only for RD, FD and FBD). */
const SHEETLESS_TYPES: readonly string[] = ['SD', 'DD'];

const DeviceBulkFlow = lazy(() =>
  import('./DeviceBulkFlow').then((module) => ({ default: module.DeviceBulkFlow })),
);

export interface DeviceBulkActions {
  /** Bulk configuration (000 §2.6): the sheet of the selected devices, or the Mini Display hint (000 §5). */
  download(): void;
  /**
   * Upload: opens the bulk dialog, whatever is selected (the sheet names its devices; its own check refuses a Mini
   * Display's row), so the list's toolbar offers it with nothing ticked.
   */
  upload(): void;
  /** While the download runs, the bar's read-only text. */
  busyText: string | null;
  dialogs: ReactNode;
}

/**
 * Bulk configuration of the Devices tab's bottom bar (the selected devices' sheet) and the toolbar's Upload;
 * `onDeselect` takes devices out of the selection (the Mini Displays the hint names).
 */
export function useDeviceBulkActions(
  devices: readonly Device[],
  onChanged: () => void,
  onDeselect: (ids: readonly string[]) => void,
): DeviceBulkActions {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const showError = useErrorSnackbar();
  const dataProvider = useDataProvider<AppDataProvider>();
  // A run the session's end cut short opens again at its result once its owner has signed in again.
  const [restored] = useState<SavedRun | null>(() => {
    const identity = readIdentity(localStore());
    return identity
      ? findRun(sessionStore(), { userId: identity.id, tenantId: identity.tenantId }, Date.now())
      : null;
  });
  useEffect(() => {
    if (restored) forgetRun(sessionStore());
  }, [restored]);
  const [open, setOpen] = useState<'hint' | 'serviceDesk' | 'upload' | null>(restored ? 'upload' : null);
  const [downloading, setDownloading] = useState(false);

  const miniDisplays = devices.filter((device) => device.modelId === MINI_DISPLAY_MODEL_ID);
  const hasMiniDisplay = miniDisplays.length > 0;
  // The sheet has no fields for service and desk displays: they are named before the download, as Mini Displays.
  const serviceDesk = devices.filter((device) => SHEETLESS_TYPES.includes(device.type));
  /**
   * The sheet of the selected devices still in the tenant (GET /device/tenant first: one unregistered since the
   * list was read has no row to hold); those that left are named, deselected and the list read again.
   */
  const downloadSheet = async () => {
    const { kept, gone } = splitByTenant(
      devices,
      await dataProvider.devicesInTenant(devices.map((device) => device.id)),
    );
    if (gone.length > 0) {
      onDeselect(gone.map((device) => device.id));
      onChanged();
    }
    const names = gone.map((device) => deviceTitle(device)).join(', ');
    if (kept.length === 0)
      return notify('dm.bulk.bar.noneInTenant', { type: 'error', messageArgs: { smart_count: gone.length } });
    const blob = await dataProvider.downloadDeviceBulkSheet(
      kept.map((device) => device.id),
      { language: locale },
    );
    saveBlob(blob, 'bulk-configuration.xlsx');
    if (gone.length === 0) notify('dm.bulk.bar.downloaded', { type: 'success' });
    else notify('dm.bulk.bar.leftOut', { type: 'warning', messageArgs: { smart_count: gone.length, names } });
  };
  const download = () => {
    if (hasMiniDisplay) return setOpen('hint');
    if (serviceDesk.length > 0) return setOpen('serviceDesk');
    setDownloading(true);
    downloadSheet()
      .catch((error: unknown) => showError(error))
      .finally(() => setDownloading(false));
  };

  const upload = useCallback(() => setOpen('upload'), []);

  return {
    download,
    upload,
    busyText: downloading ? translate('dm.bulk.bar.downloading') : null,
    dialogs: (
      <>
        <DeviceMiniDisplayHint
          open={open === 'hint'}
          devices={miniDisplays}
          onDeselect={onDeselect}
          onClose={() => setOpen(null)}
        />
        <DeviceMiniDisplayHint
          open={open === 'serviceDesk'}
          kind="serviceDesk"
          devices={serviceDesk}
          onDeselect={onDeselect}
          onClose={() => setOpen(null)}
        />
        <Suspense fallback={null}>
          {open === 'upload' ? (
            <DeviceBulkFlow onClose={() => setOpen(null)} onSaved={onChanged} restored={restored} />
          ) : null}
        </Suspense>
      </>
    ),
  };
}
