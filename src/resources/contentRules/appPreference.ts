import { STORAGE_KEYS } from '../../storage/storageKeys';
import type { RuleApp } from '../../domain/content/ruleModel';

/** The two choices of the app preference dialog (000 §2.2). */
export type AppPreference = 'KIOSK' | 'WORKPLACE';

/** The remembered preference, if any. */
export const rememberedPreference = (storage: Storage): AppPreference | null => {
  const value = storage.getItem(STORAGE_KEYS.appPreference)?.trim().toUpperCase();
  return value === 'KIOSK' || value === 'WORKPLACE' ? value : null;
};

export const rememberPreference = (storage: Storage, choice: AppPreference): void =>
  storage.setItem(STORAGE_KEYS.appPreference, choice);

/** The app a new rule starts with: the workplace app, or the kiosk's floor display. */
export const appOfPreference = (choice: AppPreference): RuleApp => (choice === 'WORKPLACE' ? 'WP' : 'FD');
