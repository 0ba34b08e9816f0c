import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ActivityEntry } from '../../contract/activity';
import { ActivityDetails } from './ActivityDetails';

/** Targets named in the row itself; the rest are counted, and all of them are in the row's details. */
const SHOWN = 3;
const LIST_SX = { listStyle: 'none', m: 0, p: 0 } as const;
const TARGET_SX = { display: 'flex', alignItems: 'center', gap: 0.5 } as const;
const BUTTON_SX = { px: 0.5, minWidth: 0 } as const;

/**
 * The targets of an entry at a glance: the first few by name, each marked done or failed (the mark is named for
 * screen readers), "and N more", the counts of the whole action, and a button that opens every target.
 */
export const TargetsCell = () => {
  const entry = useRecordContext<ActivityEntry>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!entry) return null;
  const rest = entry.targets.length - SHOWN;
  return (
    <Box data-testid="activity-targets">
      <Box component="ul" sx={LIST_SX}>
        {entry.targets.slice(0, SHOWN).map((target) => (
          <Box component="li" key={target.id} data-outcome={target.outcome} sx={TARGET_SX}>
            {target.outcome === 'succeeded' ? (
              <CheckCircleIcon
                color="success"
                fontSize="inherit"
                titleAccess={translate('dm.activity.outcome.succeeded')}
              />
            ) : (
              <ErrorIcon
                color="error"
                fontSize="inherit"
                titleAccess={translate('dm.activity.outcome.failed')}
              />
            )}
            <span>{target.name}</span>
          </Box>
        ))}
      </Box>
      {rest > 0 ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('dm.activity.list.moreTargets', { smart_count: rest })}
        </Typography>
      ) : null}
      {entry.targets.length > 1 || entry.part ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('dm.activity.list.counts', entry.counts)}
          {entry.part ? ` · ${translate('dm.activity.list.part', entry.part)}` : ''}
        </Typography>
      ) : null}
      <Button size="small" onClick={() => setOpen(true)} sx={BUTTON_SX}>
        {translate('dm.activity.list.showTargets')}
      </Button>
      {open ? <ActivityDetails entry={entry} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
};
