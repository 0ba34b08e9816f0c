import { Card, CardHeader } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { IpRangeRecord } from '../../../contract/tenant';
import { useTenantSettings } from '../../settings/useTenantSettings';
import { ActionReportDialog } from '../dialogs/ActionReportDialog';
import { InfoDialog } from '../dialogs/InfoDialog';
import { PlayerScreenshotDialog } from '../dialogs/PlayerScreenshotDialog';
import { PlayerHistoryDialog } from '../dialogs/PlayerHistoryDialog';
import { playerKey, pruneSelection, selectedPlayers, type PlayerAction } from '../../../players/playerModel';
import { usePasswordPrompt } from '../usePasswordPrompt';
import { usePlayerActions } from '../usePlayerActions';
import { usePlayers } from '../usePlayers';
import { useListRemembered } from '../useListRemembered';
import { useScan } from '../useScan';
import { useScreenshots } from '../useScreenshots';
import { PlayerBottomBar } from './PlayerBottomBar';
import { PlayersTable } from './PlayersTable';
import { ScanBar } from './ScanBar';
import { StartConfigurationAction } from './StartConfigurationAction';
import { PlayerBulkActions } from '../bulk/PlayerBulkActions';
import { useConfirm } from '../../../components/useConfirm';
import { DriftCheckAction } from '../drift/DriftCheckAction';
import { RolloutAction } from '../rollout/RolloutAction';
import type { QbicPlayer } from '../../../players/playerModel';

/** The players of the QBIC tab: scan, list, selection, bottom bar and the dialogs the actions open. */
export interface PlayersPanelProps {
  ranges: readonly IpRangeRecord[];
  /** Opens the rollout of an update for these players. */
  onRollout?(players: readonly QbicPlayer[]): void;
}

export const PlayersPanel = ({ ranges, onRollout }: PlayersPanelProps) => {
  const translate = useTranslate();
  const { players } = usePlayers();
  const settings = useTenantSettings();
  const prompt = usePasswordPrompt(players);
  const actions = usePlayerActions(prompt, settings.data?.enableQbicSecurity);
  const scan = useScan();
  useListRemembered();
  const takeScreenshot = useScreenshots(prompt);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [screenshotKey, setScreenshotKey] = useState<string | null>(null);
  const [historyKey, setHistoryKey] = useState<string | null>(null);

  const selected = useMemo(() => pruneSelection(chosen, players), [chosen, players]);
  const selection = selectedPlayers(players, selected);
  const screenshotPlayer = players.find((player) => playerKey(player) === screenshotKey) ?? null;
  const historyPlayer = players.find((player) => playerKey(player) === historyKey) ?? null;

  const confirm = useConfirm();
  // A reboot takes players off the network for a while: it is asked for, the other actions are not.
  const act = async (action: PlayerAction) => {
    if (action === 'reboot') {
      const yes = await confirm({
        type: 'warning',
        title: 'dm.ux.qbic.reboot_title',
        message: 'dm.ux.qbic.reboot_message',
        messageArgs: { number: selection.length },
      });
      if (!yes) return;
    }
    await actions.start(action, selection);
  };

  // The bar floats over the page, outside the card, so that the room it keeps free is below the card.
  return (
    <>
      <Card>
        <CardHeader title={translate('dm.qbic.players.title')} />
        <ScanBar
          state={scan.state}
          noRanges={ranges.length === 0}
          onScan={() => void scan.start(ranges)}
          onCancel={scan.cancel}
        />
        <PlayersTable
          players={players}
          selected={selected}
          onSelect={setChosen}
          onTakeScreenshot={(player) => void takeScreenshot(player)}
          onOpenScreenshot={(player) => setScreenshotKey(playerKey(player))}
          onOpenHistory={(player) => setHistoryKey(playerKey(player))}
        />
        <PlayerHistoryDialog player={historyPlayer} onClose={() => setHistoryKey(null)} />
        <ActionReportDialog report={actions.report} onClose={actions.closeReport} />
        <InfoDialog
          open={actions.offline !== null}
          title="dm.qbic.offline.title"
          message="dm.qbic.offline.message"
          values={{ name: actions.offline?.name ?? '', ip: actions.offline?.ip ?? '' }}
          onClose={actions.closeOffline}
        />
        <InfoDialog
          open={actions.notice === 'securityDisabled'}
          title="dm.qbic.security.title"
          message="dm.errors.code.QBIC_SECURITY_DISABLED"
          onClose={actions.closeNotice}
        />
        <PlayerScreenshotDialog
          player={screenshotPlayer}
          onRefresh={(player) => void takeScreenshot(player)}
          onClose={() => setScreenshotKey(null)}
        />
      </Card>
      <PlayerBottomBar
        selected={selection}
        progress={actions.progress}
        onAction={(action) => void act(action)}
        onCancel={actions.cancel}
        onClearSelection={() => setChosen(new Set())}
        bulkConfigurationAction={
          <PlayerBulkActions
            selected={selection}
            players={players}
            qbicSecurityEnabled={settings.data?.enableQbicSecurity === true}
            onChanged={(changed) => void scan.refresh(changed)}
          />
        }
        startConfigurationAction={
          <>
            <StartConfigurationAction
              selected={selection}
              qbicSecurityEnabled={settings.data?.enableQbicSecurity === true}
              prompt={prompt}
              onChanged={(changed) => void scan.refresh(changed)}
            />
            <DriftCheckAction
              selected={selection}
              players={players}
              onChanged={(changed) => void scan.refresh(changed)}
            />
          </>
        }
        rolloutAction={onRollout ? <RolloutAction onClick={() => onRollout(selection)} /> : undefined}
      />
    </>
  );
};
