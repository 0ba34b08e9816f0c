import { List, ListItem, ListItemText, ListSubheader } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { RolloutPlayer } from '../../../domain/rollout/types';

/** The players the check left out of the rollout, under a heading that says so, each with its reason. */
export const RolloutSkippedList = ({ skipped }: { skipped: readonly RolloutPlayer[] }) => {
  const translate = useTranslate();
  const headingId = useId();
  if (skipped.length === 0) return null;
  return (
    <List
      dense
      disablePadding
      aria-labelledby={headingId}
      data-testid="rollout-skipped"
      subheader={
        <ListSubheader
          id={headingId}
          disableGutters
          disableSticky
          sx={{ lineHeight: 2, bgcolor: 'transparent' }}
        >
          {translate('dm.qbicRollout.setup.skippedList')}
        </ListSubheader>
      }
    >
      {skipped.map((player) => (
        <ListItem key={player.serial} disableGutters>
          <ListItemText
            primary={`${player.name} (${player.ip})`}
            secondary={translate(`dm.qbicRollout.reason.${player.reason ?? 'failed'}`)}
          />
        </ListItem>
      ))}
    </List>
  );
};
