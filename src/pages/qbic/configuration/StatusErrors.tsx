import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { PlayerRow } from '../../../players/configuration/runView';
import { appliedSteps, failureLines, stepText } from '../../../players/configuration/statusView';

/** The errors per player once a configuration is done (000 §2.8, done; 000 §8 upload status messages). */
export const StatusErrors = ({ rows }: { rows: readonly PlayerRow[] }) => {
  const translate = useTranslate();
  const failed = rows.filter((row) => row.outcome && row.outcome.state !== 'succeeded');
  if (failed.length === 0) return <Typography>{translate('dm.qbicConfig.status.all_done')}</Typography>;
  return (
    <Box sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflowY: 'auto' }}>
      <Typography variant="subtitle2">{translate('dm.qbicConfig.status.errors')}</Typography>
      <List dense disablePadding>
        {failed.map((row) => {
          const outcome = row.outcome!;
          const applied = appliedSteps(outcome).map((step) => translate(stepText(step).key));
          return (
            <ListItem
              key={row.ip}
              disableGutters
              alignItems="flex-start"
              data-testid="player-errors"
              data-ip={row.ip}
              data-state={outcome.state}
            >
              <ListItemText
                primary={row.label}
                secondary={
                  <>
                    {failureLines(outcome).map((line, index) => (
                      <Typography key={index} component="span" variant="body2" sx={{ display: 'block' }}>
                        {translate('dm.common.labelled', {
                          label: translate(line.step.key),
                          text: translate(line.reason.key, line.reason.args),
                        })}
                      </Typography>
                    ))}
                    {outcome.state === 'cancelled' && applied.length > 0 ? (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {translate('dm.qbicConfig.status.applied', { steps: applied.join(', ') })}
                      </Typography>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
};
