import { useLocale } from 'react-admin';
import { relativeTime } from '../../components/relativeTime';
import { useNow } from './useNow';

/** "2 minutes ago" for an epoch-ms time, in the UI language, kept current; null without a time. */
export function useAge(time: number | undefined): string | null {
  const locale = useLocale();
  const now = useNow();
  if (time === undefined) return null;
  return relativeTime(new Date(time), new Date(Math.max(now, time)), locale);
}
