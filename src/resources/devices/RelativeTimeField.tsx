import { Tooltip, Typography } from '@mui/material';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { relativeTime } from '../../components/relativeTime';

/** A time shown as "3 minutes ago", with the exact time on hover. */
export const RelativeTimeField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const locale = useLocale();
  const translate = useTranslate();
  const value = record?.[source] as string | null | undefined;
  if (!value) return <Typography variant="body2">{translate('dm.common.na')}</Typography>;
  const date = new Date(value);
  return (
    <Tooltip title={date.toLocaleString(locale)}>
      <Typography variant="body2" component="span">
        {relativeTime(date, new Date(), locale)}
      </Typography>
    </Tooltip>
  );
};
