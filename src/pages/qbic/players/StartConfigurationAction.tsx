import TuneIcon from '@mui/icons-material/Tune';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PasswordPrompt } from '../../../players';
import { PlayerConfigurationDialog } from '../configuration/PlayerConfigurationDialog';
import type { QbicPlayer } from '../../../players/playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';

export interface StartConfigurationActionProps {
  selected: readonly QbicPlayer[];
  qbicSecurityEnabled: boolean;
  prompt: PasswordPrompt;
  /** Called after the dialog changed something on these players, so the page reads them again. */
  onChanged(players: readonly QbicPlayer[]): void;
}

/**
 * "Start configuration" on the bottom bar (000 §2.6, §2.8): opens the configuration dialog for the players
 * selected when pressed, on the tab's client, token cache and tenant.
 */
export const StartConfigurationAction = ({
  selected,
  qbicSecurityEnabled,
  prompt,
  onChanged,
}: StartConfigurationActionProps) => {
  const translate = useTranslate();
  const { client, cache, tenantId, passwords } = useQbicEnvironment();
  const [targets, setTargets] = useState<QbicPlayer[] | null>(null);
  return (
    <>
      <Button size="small" startIcon={<TuneIcon />} onClick={() => setTargets([...selected])}>
        {translate('dm.qbicConfig.open')}
      </Button>
      <PlayerConfigurationDialog
        open={targets !== null}
        players={targets ?? []}
        tenantId={tenantId}
        qbicSecurityEnabled={qbicSecurityEnabled}
        prompt={prompt}
        passwords={passwords}
        cache={cache}
        client={client}
        onClose={(changed) => {
          if (changed && targets) onChanged(targets);
          setTargets(null);
        }}
      />
    </>
  );
};
