import { Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { relativeTime } from '../../components/relativeTime';

/** A time shown as "3 minutes ago", with the exact time on hover; NA when there is none. */
export const RelativeTime = ({ value, now }: { value: string | null; now: Date }) => {
  const locale = useLocale();
  const translate = useTranslate();
  if (!value) return <Typography variant="body2">{translate('dm.common.na')}</Typography>;
  const date = new Date(value);
  return (
    <Tooltip title={date.toLocaleString(locale)}>
      <Typography variant="body2" component="span">
        {relativeTime(date, now, locale)}
      </Typography>
    </Tooltip>
  );
};
