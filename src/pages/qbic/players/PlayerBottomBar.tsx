import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FloatingBar } from '../../../components/list/FloatingBar';
import { FloatingBarActions } from '../../../components/list/FloatingBarActions';
import { FloatingBarProgress } from '../../../components/list/FloatingBarProgress';
import type { PlayerAction, QbicPlayer } from '../../../players/playerModel';
import type { ActionProgress } from '../usePlayerActions';

export interface PlayerBottomBarProps {
  selected: readonly QbicPlayer[];
  progress: ActionProgress | null;
  onAction(action: PlayerAction): void;
  onCancel(): void;
  onClearSelection(): void;
  /** Slot for "Download bulk configuration" (000 §2.6: first on the player tab's bar, before unlock). */
  bulkConfigurationAction?: ReactNode;
  /** Slot for "Start configuration", which opens the PlayerConfigurationDialog (last, after reboot). */
  startConfigurationAction?: ReactNode;
  /** Slot for "Roll out an update" to the selected players (last). */
  rolloutAction?: ReactNode;
}

const ACTIONS: { action: PlayerAction; icon: ReactNode }[] = [
  { action: 'unlock', icon: <LockOpenIcon /> },
  { action: 'lock', icon: <LockIcon /> },
  { action: 'reboot', icon: <RestartAltIcon /> },
];

/**
 * The player tab's bottom bar (000 §2.6), floating at the bottom of the window while players are selected: the count (or the player's
 * name), then the actions. While an action runs it is read-only: progress text, bar and Cancel.
 */
export const PlayerBottomBar = ({
  selected,
  progress,
  onAction,
  onCancel,
  onClearSelection,
  bulkConfigurationAction,
  startConfigurationAction,
  rolloutAction,
}: PlayerBottomBarProps) => {
  const translate = useTranslate();
  if (selected.length === 0 && !progress) return null;
  const label =
    selected.length === 1
      ? selected[0].player_name
      : translate('dm.qbic.bar.selected', { smart_count: selected.length, count: selected.length });
  return (
    <FloatingBar
      role="toolbar"
      label={translate('dm.qbic.bar.label')}
      shortcutHint={translate('dm.list.barShortcut')}
    >
      {progress ? (
        <FloatingBarProgress
          text={translate(`dm.qbic.bar.progress.${progress.action}`, {
            done: progress.completed,
            total: progress.total,
          })}
          percent={(progress.completed / Math.max(1, progress.total)) * 100}
          stopLabel={translate('dm.common.cancel')}
          onStop={onCancel}
        />
      ) : (
        <FloatingBarActions
          title={label}
          titleTestId="selection-label"
          closeLabel={translate('dm.qbic.bar.clear')}
          onClose={onClearSelection}
        >
          {bulkConfigurationAction}
          {ACTIONS.map(({ action, icon }) => (
            <Button key={action} size="small" startIcon={icon} onClick={() => onAction(action)}>
              {translate(`dm.qbic.bar.${action}`)}
            </Button>
          ))}
          {startConfigurationAction}
          {rolloutAction}
        </FloatingBarActions>
      )}
    </FloatingBar>
  );
};
