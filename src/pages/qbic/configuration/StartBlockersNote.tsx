import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { startBlockers } from '../../../players/bulkSave/startBlockers';
import type { ConfigurationForm } from '../../../players/bulkSave';

/**
 * Beside a disabled Start, what keeps it so: nothing ticked, or the ticked settings still to complete by name.
 * It names the Start button's description, so a screen reader says why the button cannot be pressed.
 */
export const StartBlockersNote = ({ form, id }: { form: ConfigurationForm; id: string }) => {
  const translate = useTranslate();
  const blockers = startBlockers(form);
  if (!blockers) return null;
  const text =
    blockers.kind === 'nothing'
      ? translate('dm.qbicConfig.blocked.nothing')
      : translate('dm.qbicConfig.blocked.incomplete', {
          groups: blockers.groups.map((group) => translate(`dm.qbicConfig.groups.${group}`)).join(', '),
        });
  return (
    <Typography
      id={id}
      variant="body2"
      color="text.secondary"
      sx={{ mr: 'auto', pl: 1 }}
      data-testid="start-blockers"
    >
      {text}
    </Typography>
  );
};
