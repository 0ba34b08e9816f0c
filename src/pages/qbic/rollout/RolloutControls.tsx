import { Button, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { FileUploadInput } from '../../../components/FileUploadInput';
import { saveTextWorkbook } from '../../../components/bulk/saveFile';
import { useDownloadNotice } from '../../../components/bulk/useDownloadNotice';
import { useConfirm } from '../../../components/useConfirm';
import { blockingPlayers } from '../../../domain/rollout/progress';
import type { Rollout } from '../../../domain/rollout/types';
import { toCheckAgain } from '../../../players/rollout/checkAgain';
import { rolloutSheetRows, rolloutSummaryRows } from '../../../players/rollout/rolloutSheet';
import type { RolloutApi } from './useRollout';

export type ShownStatus = Rollout['status'] | 'interrupted' | 'elsewhere' | 'remote' | 'remoteInterrupted';

/**
 * Pause, resume (asking for the file again after a reload), go on without the failed, abort (after a confirm),
 * check the failed and unchecked players again once it ended, download, close.
 */
export const RolloutControls = ({ api, status }: { api: RolloutApi; status: ShownStatus }) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const downloaded = useDownloadNotice();
  const t = (key: string) => translate(`dm.qbicRollout.${key}`);
  const rollout = api.rollout;
  // Resume and the file chosen to resume go away once the rollout goes on: the focus moves on to Pause (to
  // Download result when it ended at once), never to the page.
  const pauseButton = useRef<HTMLButtonElement>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const resumed = useRef(false);
  useEffect(() => {
    if (status === 'paused' || status === 'interrupted' || status === 'remoteInterrupted' || !resumed.current)
      return;
    resumed.current = false;
    (pauseButton.current ?? downloadButton.current)?.focus();
  }, [status]);
  const resume = (file: File | null, withoutFailed?: boolean) => {
    resumed.current = true;
    api.resume(file, withoutFailed);
  };
  if (!rollout) return null;
  const stopped = status === 'paused' || status === 'interrupted' || status === 'remoteInterrupted';
  const final = status === 'done' || status === 'aborted';
  const failed = blockingPlayers(rollout, rollout.wave).length > 0;
  const download = () => {
    const name = `${t('sheet.fileName')}.xlsx`;
    void saveTextWorkbook(name, [
      { name: t('sheet.summary'), rows: rolloutSummaryRows(translate, rollout) },
      { name: t('sheet.name'), rows: rolloutSheetRows(translate, rollout) },
    ]).then(() => downloaded(name));
  };
  const abort = async () => {
    const sure = await confirm({
      type: 'warning',
      title: 'dm.qbicRollout.confirmAbort.title',
      message: 'dm.qbicRollout.confirmAbort.message',
    });
    if (sure) api.abort();
  };
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {status === 'running' ? (
        <Button ref={pauseButton} variant="outlined" onClick={api.pause} disabled={api.pausing}>
          {t(api.pausing ? 'actions.pausing' : 'actions.pause')}
        </Button>
      ) : null}
      {stopped && api.hasFile ? (
        <Button variant="contained" onClick={() => resume(null)}>
          {t('actions.resume')}
        </Button>
      ) : null}
      {stopped && api.hasFile && failed ? (
        <Button variant="outlined" onClick={() => resume(null, true)}>
          {t('actions.resumeWithoutFailed')}
        </Button>
      ) : null}
      {stopped && !api.hasFile ? (
        <FileUploadInput
          accept={[rollout.kind === 'app' ? '.apk' : '.zip']}
          file={null}
          label={t('actions.chooseFileToResume')}
          onChange={(file) => resume(file)}
        />
      ) : null}
      {!final && status !== 'elsewhere' && status !== 'remote' ? (
        <Button color="error" onClick={() => void abort()}>
          {t('actions.abort')}
        </Button>
      ) : null}
      {final && toCheckAgain(rollout).length > 0 ? (
        <Button variant="outlined" onClick={() => void api.checkAgain()} disabled={api.checking}>
          {t(api.checking ? 'actions.checking' : 'actions.checkAgain')}
        </Button>
      ) : null}
      <Button ref={downloadButton} onClick={download}>
        {t('actions.download')}
      </Button>
      {final && !api.remote ? <Button onClick={api.close}>{t('actions.close')}</Button> : null}
    </Stack>
  );
};
