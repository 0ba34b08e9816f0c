import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { USER_SEARCH_DELAY_MS, USER_SEARCH_MIN_CHARS } from '../../config';
import type { AppDataProvider } from '../../dataProvider';
import { searchOptions, type UserOption } from './userOptions';
import { useDebounced } from '../useDebounced';

const statusOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : 0;

/**
 * The directory search behind the user field (001 §5, §9): from 3 characters, 600 ms after the last keystroke.
 * A 403 becomes the "too many users" placeholder and an empty answer the "no users found" one.
 */
export function useUserSearch(text: string): { options: UserOption[]; loading: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const typed = text.trim();
  const settled = useDebounced(typed, USER_SEARCH_DELAY_MS);
  const enabled = settled.length >= USER_SEARCH_MIN_CHARS && settled === typed;
  const search = useQuery({
    queryKey: ['tenant', 'users', settled],
    queryFn: ({ signal }) => dataProvider.searchUsers(settled, { signal }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  if (!enabled) return { options: [], loading: typed.length >= USER_SEARCH_MIN_CHARS };
  if (search.isError) return { options: searchOptions({ status: statusOf(search.error) }), loading: false };
  if (!search.data) return { options: [], loading: true };
  return { options: searchOptions({ users: search.data }), loading: false };
}
