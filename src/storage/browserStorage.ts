/**
 * The browser's two storages, named here and nowhere else in the console (lint-enforced): every key goes through
 * src/storage, so each is named once.
 */

/** This browser's localStorage: kept across tabs and visits. */
export const localStore = (): Storage => localStorage;

/** This tab's sessionStorage: gone when the tab closes. */
export const sessionStore = (): Storage => sessionStorage;

/** The storage, or null where the browser refuses it (some privacy modes throw on access). */
const orNull = (read: () => Storage): Storage | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

export const localStoreIfAllowed = (): Storage | null => orNull(localStore);
export const sessionStoreIfAllowed = (): Storage | null => orNull(sessionStore);
