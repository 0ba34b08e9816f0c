import { useLocale } from 'react-admin';
import { relativeTime } from '../../components/relativeTime';
import { useNow } from '../../components/useNow';

/** How often ages such as "2 minutes ago" are brought up to date. */
const AGE_TICK_MS = 15_000;

/** "2 minutes ago" for an epoch-ms time, in the UI language, kept current; null without a time. */
export function useAge(time: number | undefined): string | null {
  const locale = useLocale();
  const now = useNow(AGE_TICK_MS).getTime();
  if (time === undefined) return null;
  return relativeTime(new Date(time), new Date(Math.max(now, time)), locale);
}
