import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { PlayerRow } from '../../../players/configuration/runView';
import { resultLines, type Text } from '../../../players/configuration/statusView';

/** What each player got once a configuration is done, with what it answered (the Wi-Fi it now reports). */
export const StatusResults = ({ rows }: { rows: readonly PlayerRow[] }) => {
  const translate = useTranslate();
  const text = ({ key, args }: Text) => translate(key, args);
  const done = rows.filter((row) => row.outcome && resultLines(row.outcome).length > 0);
  if (done.length === 0) return null;
  return (
    <Box sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflowY: 'auto' }}>
      <Typography variant="subtitle2">{translate('dm.qbicConfig.status.results')}</Typography>
      <List dense disablePadding>
        {done.map((row) => (
          <ListItem key={row.ip} disableGutters data-testid="player-results" data-ip={row.ip}>
            <ListItemText primary={row.label} secondary={resultLines(row.outcome!).map(text).join(' · ')} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
