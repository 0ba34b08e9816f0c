import { useLocale, useTranslate } from 'react-admin';
import { exactTime, relativeTime } from '../../components/relativeTime';

/** A time shown as "3 minutes ago", with the exact time on hover; NA when there is none. Light enough for lists. */
export const RelativeTime = ({ value, now }: { value: string | null; now: Date }) => {
  const locale = useLocale();
  const translate = useTranslate();
  if (!value) return <span>{translate('dm.common.na')}</span>;
  const date = new Date(value);
  return <span title={exactTime(date, locale)}>{relativeTime(date, now, locale)}</span>;
};
