import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../components/format';
import type { ActivityEntry } from '../../../contract/activity';
import { errorMessageKey } from '../../../dataProvider/errorCodes';
import { actionText, reasonText } from '../../../resources/activity/activityText';
import { OutcomeChip } from '../../../resources/activity/OutcomeChip';
import type { QbicPlayer } from '../../../players/playerModel';
import { historyFilter, historyLink } from '../../../players/playerHistory';

/** How many of the newest entries the dialog shows; the activity log shows them all. */
const HISTORY_SHOWN = 10;

/**
 * What the console did to one player, newest first, from the activity log (entries whose targets include its serial
 * number), with a link to the log filtered on it.
 */
export const PlayerHistoryDialog = ({ player, onClose }: { player: QbicPlayer | null; onClose(): void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const serial = player?.serial_number ?? '';
  const { data, isPending, error } = useGetList<ActivityEntry>(
    'activity',
    {
      filter: historyFilter(serial),
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: HISTORY_SHOWN },
    },
    { enabled: player !== null, retry: false },
  );
  const name = player?.player_name ?? '';
  return (
    <Dialog
      open={player !== null}
      onClose={onClose}
      aria-labelledby="player-history-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="player-history-title">{translate('dm.qbic.history.title', { name })}</DialogTitle>
      <DialogContent>
        {isPending && !error && <LinearProgress aria-label={translate('dm.qbic.history.title', { name })} />}
        {error ? <Alert severity="info">{translate(errorMessageKey(error))}</Alert> : null}
        {data && data.length === 0 && <Typography>{translate('dm.qbic.history.empty')}</Typography>}
        {data && data.length > 0 && (
          <List dense data-testid="player-history">
            {data.map((entry) => {
              const target = entry.targets.find((item) => item.id.toLowerCase() === serial.toLowerCase());
              const reason = target ? reasonText(translate, target) : '';
              return (
                <ListItem
                  key={entry.id}
                  disableGutters
                  secondaryAction={target && <OutcomeChip outcome={target.outcome} />}
                >
                  <ListItemText
                    primary={actionText(translate, entry)}
                    secondary={[formatDateTime(entry.createdAt, locale), entry.createdBy?.name, reason]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        {!error && (
          <Link component={RouterLink} to={historyLink(serial)} sx={{ mr: 'auto', ml: 2 }}>
            {translate('dm.qbic.history.all')}
          </Link>
        )}
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('dm.qbic.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
