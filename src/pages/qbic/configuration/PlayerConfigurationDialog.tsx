import { useEffect, useMemo, useState } from 'react';
import {
  createTokenCache,
  isMiniDisplay,
  type DeviceClient,
  type PasswordPrompt,
  type TokenCache,
} from '../../../players';
import { planConfiguration } from '../../../players/bulkSave';
import { PlayerConfigurationFormDialog } from './PlayerConfigurationFormDialog';
import { ConfigurationStatusDialog } from './ConfigurationStatusDialog';
import { PlayerMiniDisplayHint } from './PlayerMiniDisplayHint';
import { playerClient } from '../../../players/playerClient';
import type { PlayerPasswords } from '../../../players/playerPasswords';
import type { ConfigurablePlayer } from '../../../players/configuration/types';
import { useConfigurationRun } from './useConfigurationRun';
import { useInitialForm } from './useInitialForm';

export interface PlayerConfigurationDialogProps {
  open: boolean;
  players: ConfigurablePlayer[];
  tenantId: string;
  /** The tenant's QBIC security setting: the security group locks when on, unlocks when off. */
  qbicSecurityEnabled: boolean;
  /** Called when the dialog closes; `changed` when anything was applied to a player. */
  onClose(changed: boolean): void;
  /** Asks for the password of a player the known ones do not open, one player at a time. */
  prompt?: PasswordPrompt;
  /** The players' own passwords: which the console set, and those known in this visit. */
  passwords?: PlayerPasswords;
  /** The players page's token cache, so players it already opened are not signed in again. */
  cache?: TokenCache;
  /** The player client (default: the browser's). */
  client?: DeviceClient;
}

const ConfigurationFlow = ({
  players,
  tenantId,
  qbicSecurityEnabled,
  onClose,
  prompt,
  passwords,
  cache,
  client,
}: Omit<PlayerConfigurationDialogProps, 'open'>) => {
  const [ownCache] = useState(createTokenCache);
  const deps = useMemo(
    () => ({ client: client ?? playerClient, tenantId, cache: cache ?? ownCache, prompt, passwords }),
    [client, tenantId, cache, ownCache, prompt, passwords],
  );
  const blocked = players.length > 1 && players.some(isMiniDisplay);
  const initial = useInitialForm(players, deps, !blocked);
  const run = useConfigurationRun(players, deps, 'player.configure');
  // The password prompt cancelled while the form read the player: there is nothing to show behind it.
  const { cancelled } = initial;
  useEffect(() => {
    if (cancelled) onClose(false);
  }, [cancelled, onClose]);

  if (blocked) return <PlayerMiniDisplayHint onClose={() => onClose(false)} />;
  if (cancelled) return null;
  const { view } = run;
  if (view) {
    return (
      <ConfigurationStatusDialog
        view={view}
        cancelling={run.cancelling}
        onCancel={run.cancel}
        onRetry={run.retry}
        onClose={() => onClose(run.changed())}
      />
    );
  }
  return (
    <PlayerConfigurationFormDialog
      players={players}
      qbicSecurityEnabled={qbicSecurityEnabled}
      initial={initial}
      onCancel={() => onClose(false)}
      onStart={(form) => run.start(planConfiguration(form, { qbicSecurityEnabled }))}
    />
  );
};

/**
 * Start configuration on the players page (001 §3, §4; 000 §2.8): the configuration form for one or many
 * players, then the run with its status dialog. Several players including a Mini Display get the hint that
 * start configuration is not supported (000 §5).
 */
export const PlayerConfigurationDialog = ({ open, ...props }: PlayerConfigurationDialogProps) =>
  open ? <ConfigurationFlow {...props} /> : null;
