import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { translateError } from '../../../resources/devices/errorText';
import { saveBlob } from '../../../components/bulk/saveFile';
import { useDownloadNotice } from '../../../components/bulk/useDownloadNotice';
import type { QbicPlayer } from '../../../players/playerModel';
import { readPlayersNow } from '../../../players/bulkPush/playerNow';
import { useQbicEnvironment } from '../QbicEnvironment';
import { PlayerBulkDialog } from './PlayerBulkDialog';

export interface PlayerBulkActionsProps {
  selected: readonly QbicPlayer[];
  /** Every scanned player: an uploaded row without ip takes its player's. */
  players: readonly QbicPlayer[];
  qbicSecurityEnabled: boolean;
  onChanged(players: readonly QbicPlayer[]): void;
}

/** "Download bulk configuration" and Upload on the player tab's bottom bar (000 §2.6). */
export const PlayerBulkActions = ({
  selected,
  players,
  qbicSecurityEnabled,
  onChanged,
}: PlayerBulkActionsProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const downloaded = useDownloadNotice();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [downloading, setDownloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { client, cache, tenantId } = useQbicEnvironment();
  // Each player's current username is read back, so that the sheet uploaded again unchanged keeps every login.
  const download = () => {
    setDownloading(true);
    readPlayersNow(selected, { client, cache, tenantId })
      .then((now) =>
        dataProvider.downloadPlayerBulkSheet(
          selected.map((player) => ({
            serialNumber: player.serial_number,
            deviceName: player.player_name,
            ip: player.ip,
            username: now.get(player.serial_number.toLowerCase())?.login.username ?? '',
          })),
          { language: locale },
        ),
      )
      .then((blob) => {
        saveBlob(blob, 'player-configuration.xlsx');
        downloaded('player-configuration.xlsx');
      })
      .catch((error: unknown) =>
        notify(translateError(translate, error), {
          type: 'error',
          messageArgs: { _: translateError(translate, error) },
        }),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <>
      <Button
        size="small"
        startIcon={downloading ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={downloading}
        onClick={download}
      >
        {translate(downloading ? 'dm.bulk.bar.downloading' : 'dm.bulk.player.download')}
      </Button>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
        {translate('dm.bulk.bar.upload')}
      </Button>
      {uploading ? (
        <PlayerBulkDialog
          players={players}
          qbicSecurityEnabled={qbicSecurityEnabled}
          onClose={(pushed) => {
            setUploading(false);
            if (pushed) onChanged(players);
          }}
        />
      ) : null}
    </>
  );
};
