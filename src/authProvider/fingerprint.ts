import { localStore } from '../storage/browserStorage';
import { sha256 } from 'js-sha256';
import { STORAGE_KEYS } from '../storage/storageKeys';

export interface FingerprintSources {
  storage: Storage;
  userAgent: string;
  language: string;
  /** A new random id; used once per browser. */
  randomId: () => string;
}

/** 128 random bits as hex; crypto.getRandomValues works on plain-http pages too (randomUUID does not). */
const randomHex = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * The browser fingerprint sent at sign-in and renewal: a random id made once and kept in localStorage,
 * hashed together with the user agent and the browser language. Stable for one browser profile.
 */
export const browserFingerprint = (sources: Partial<FingerprintSources> = {}): string => {
  const storage = sources.storage ?? localStore();
  let id = storage.getItem(STORAGE_KEYS.fingerprint);
  if (!id) {
    id = (sources.randomId ?? randomHex)();
    storage.setItem(STORAGE_KEYS.fingerprint, id);
  }
  const userAgent = sources.userAgent ?? navigator.userAgent;
  const language = sources.language ?? navigator.language;
  return sha256(`${id}\n${userAgent}\n${language}`);
};
