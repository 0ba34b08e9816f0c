import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useActivityLog } from '../../../components/activity/useActivityLog';
import type { AppDataProvider } from '../../../dataProvider';
import type { Device } from '../deviceModel';
import { requestedScreenshots, type RequestedScreenshot } from '../screenshot/requestedScreenshots';
import { runBulkAction, summaryTargets, type ActionProgress, type ActionSummary } from './bulkAction';

const ACTIONS = { screenshot: 'device.screenshot', reload: 'device.forceConfigure' } as const;

/** Actions that run on every selected device. */
type BulkKind = 'screenshot' | 'reload';

export interface BulkRun {
  running: { kind: BulkKind; progress: ActionProgress } | null;
  /** The end of a run on several devices; `requested` holds the screenshots asked for, to view one by one. */
  finished: { kind: BulkKind; summary: ActionSummary; requested: RequestedScreenshot[] } | null;
  run: (kind: BulkKind, devices: readonly Device[]) => Promise<void>;
  /** Stops the devices not started yet; they end as cancelled in the summary. */
  cancel: () => void;
  dismiss: () => void;
}

/**
 * Screenshot requests and forced configuration on the selected devices, with bounded concurrency. One device ends
 * with a notification, several with a summary.
 */
export function useBulkRun(): BulkRun {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const log = useActivityLog();
  const [running, setRunning] = useState<BulkRun['running']>(null);
  const [finished, setFinished] = useState<BulkRun['finished']>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (kind: BulkKind, devices: readonly Device[]) => {
      const abort = new AbortController();
      controller.current = abort;
      setRunning({ kind, progress: { done: 0, total: devices.length } });
      const requestedAt = new Map<string, string>();
      const call = async (device: Device, signal: AbortSignal | undefined) => {
        if (kind === 'reload') return dataProvider.reloadConfiguration(device.id, { signal });
        const receipt = await dataProvider.requestScreenshot(device.id, { signal });
        requestedAt.set(device.id, receipt.requestedAt);
        return receipt;
      };
      const summary = await runBulkAction(devices, call, {
        signal: abort.signal,
        onProgress: (progress) => setRunning({ kind, progress }),
      });
      setRunning(null);
      void log({ action: ACTIONS[kind], targets: summaryTargets(devices, summary) });
      const [failure] = summary.failed;
      if (devices.length > 1)
        setFinished({ kind, summary, requested: requestedScreenshots(devices, requestedAt) });
      else if (failure) notify(failure.reason, { type: 'error', messageArgs: { _: failure.reason } });
      else
        notify(kind === 'reload' ? 'dm.devicesTab.bar.reloadRequested' : 'dm.devicesTab.screenshot.waiting');
    },
    [dataProvider, log, notify],
  );

  return {
    running,
    finished,
    run,
    cancel: useCallback(() => controller.current?.abort(), []),
    dismiss: useCallback(() => setFinished(null), []),
  };
}
