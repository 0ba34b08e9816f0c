import { localStore } from '../storage/browserStorage';
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { toUiLanguage } from '../i18n';

/**
 * On entering the shell, switches the UI to the stored language when it differs: sign-in stores the language
 * of the user's profile (set with PUT /languages/), so a user finds their language on any browser.
 */
export const useProfileLanguage = (): void => {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    const stored = toUiLanguage(localStore().getItem(STORAGE_KEYS.language));
    if (stored && stored !== locale) setLocale(stored);
    // Once per shell visit: later changes come from the language menu itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
