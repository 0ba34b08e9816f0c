import { memoryMarks, type PasswordMarks } from '../../players/playerPasswords';
import { localStoreIfAllowed } from '../../storage/browserStorage';
import { ownPasswordsStorageKey } from '../../storage/storageKeys';

/**
 * The marks of the players this console gave their own password, kept in this browser per tenant (serial
 * numbers only, never a password); in memory where the browser refuses its storage.
 */
export function browserPasswordMarks(tenantId: string): PasswordMarks {
  const storage = localStoreIfAllowed();
  if (!storage) return memoryMarks();
  const key = ownPasswordsStorageKey(tenantId);
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
        return Array.isArray(value) ? value.filter((serial) => typeof serial === 'string') : [];
      } catch {
        return [];
      }
    },
    write(serials) {
      if (serials.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(serials));
    },
  };
}
