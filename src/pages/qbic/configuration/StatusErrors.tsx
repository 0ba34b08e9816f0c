import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABLE_MAX_HEIGHT_PX } from '../../../config';
import type { PlayerRow } from '../../../players/configuration/runView';
import { appliedAndNot, failureLines, type Text } from '../../../players/configuration/statusView';

const Line = ({ text, testId }: { text: string; testId?: string }) => (
  <Typography component="span" variant="body2" sx={{ display: 'block' }} data-testid={testId}>
    {text}
  </Typography>
);

/**
 * The errors per player once a configuration is done (000 §2.8, done; 000 §8 upload status messages), each with
 * what the player got before it stopped and what it did not get, or that nothing was changed on it.
 */
export const StatusErrors = ({ rows }: { rows: readonly PlayerRow[] }) => {
  const translate = useTranslate();
  const list = (texts: readonly Text[]) => texts.map(({ key, args }) => translate(key, args)).join(', ');
  const failed = rows.filter((row) => row.outcome && row.outcome.state !== 'succeeded');
  if (failed.length === 0) return <Typography>{translate('dm.qbicConfig.status.all_done')}</Typography>;
  return (
    <Box sx={{ maxHeight: TABLE_MAX_HEIGHT_PX, overflowY: 'auto' }}>
      <Typography variant="subtitle2">{translate('dm.qbicConfig.status.errors')}</Typography>
      <List dense disablePadding>
        {failed.map((row) => {
          const outcome = row.outcome!;
          const { applied, notApplied } = appliedAndNot(outcome);
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
                      <Line
                        key={index}
                        text={translate('dm.common.labelled', {
                          label: translate(line.step.key),
                          text: translate(line.reason.key, line.reason.args),
                        })}
                      />
                    ))}
                    {applied.length > 0 ? (
                      <Line
                        testId="applied"
                        text={translate('dm.qbicConfig.status.applied', { steps: list(applied) })}
                      />
                    ) : (
                      <Line testId="applied" text={translate('dm.qbicConfig.status.nothing_applied')} />
                    )}
                    {notApplied.length > 0 ? (
                      <Line
                        testId="not-applied"
                        text={translate('dm.qbicConfig.status.not_applied', { steps: list(notApplied) })}
                      />
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
