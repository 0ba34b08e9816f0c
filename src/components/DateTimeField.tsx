import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDateTime } from './format';

/** A record's date and time in the UI language (react-admin's DateField follows the browser's language). */
export const DateTimeField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  return <span>{formatDateTime(record?.[source] as string | undefined, locale)}</span>;
};
