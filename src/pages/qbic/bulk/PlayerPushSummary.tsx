import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PreparedPlayerRow } from '../../../players/bulkPush/playerRows';
import { pushSummary, SUMMARY_KINDS } from '../../../players/bulkPush/pushSummary';

/**
 * What Push config will do, before it is pressed (issue 38, M9): each kind of change (name, login set or
 * removed, device password) with the number of players it touches, and the players left as they are.
 */
export const PlayerPushSummary = ({ rows }: { rows: readonly PreparedPlayerRow[] }) => {
  const translate = useTranslate();
  const { counts, unchanged } = pushSummary(rows);
  const kinds = SUMMARY_KINDS.filter((kind) => counts[kind] > 0);
  if (kinds.length === 0) {
    if (unchanged === 0) return null;
    return (
      <Alert severity="info" data-testid="player-push-summary">
        {translate('dm.bulk.player.summary.nothing')}
      </Alert>
    );
  }
  return (
    <Alert severity={counts.loginRemove > 0 ? 'warning' : 'info'} data-testid="player-push-summary">
      <AlertTitle>{translate('dm.bulk.player.summary.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {kinds.map((kind) => (
          <li key={kind}>{translate(`dm.bulk.player.summary.${kind}`, { smart_count: counts[kind] })}</li>
        ))}
        {unchanged > 0 ? (
          <li>{translate('dm.bulk.player.summary.unchanged', { smart_count: unchanged })}</li>
        ) : null}
      </Box>
    </Alert>
  );
};
