import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Change, ChangeValue } from '../model/changes';
import { MISSING } from '../../../components/missingValue';

const useShow = () => {
  const translate = useTranslate();
  return (value: ChangeValue): string => {
    switch (value.kind) {
      case 'text':
        return value.text === '' ? MISSING : value.text;
      case 'choice':
        return translate(`dm.workplace.values.${value.value}`);
      case 'flag':
        return translate(value.on ? 'dm.workplace.values.on' : 'dm.workplace.values.off');
      case 'views':
        return value.views.length === 0
          ? MISSING
          : value.views.map((view) => translate(`dm.workplace.features.views.${view}`)).join(', ');
      case 'logo':
        return value.name ?? MISSING;
    }
  };
};

/**
 * What Save or Preview would change in the live configuration, or what the pushed preview holds that the live one
 * does not (`label` says which): "field: before → after".
 */
export const ChangesList = ({
  changes,
  label = 'dm.workplace.sheet.changes',
}: {
  changes: readonly Change[];
  label?: string;
}) => {
  const translate = useTranslate();
  const show = useShow();
  if (changes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={translate(label)}
      sx={{ m: 0, pl: 2.5, maxHeight: 96, overflowY: 'auto', typography: 'body2' }}
    >
      {changes.map((change) => (
        <li key={change.field}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
            {translate(`dm.workplace.fields.${change.label ?? change.field}`)}:
          </Typography>{' '}
          {show(change.before)} → {show(change.after)}
        </li>
      ))}
    </Box>
  );
};
