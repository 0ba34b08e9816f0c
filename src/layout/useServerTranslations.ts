import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { addServerMessages } from '../i18n';

/**
 * Loads `/translations?lang=` for the UI language once per language and merges it over the bundled messages
 * (001 §7). Components that show server texts call this hook so they render again once the texts are there.
 */
export const useServerTranslations = (): boolean => {
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { isSuccess } = useQuery({
    queryKey: ['dm', 'translations', locale],
    queryFn: async ({ signal }) => {
      await addServerMessages(locale, await dataProvider.translations(locale, { signal }));
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return isSuccess;
};
