import { localStore } from '../storage/browserStorage';
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
 * hashed together with the user agent and the browser language. Stable for one browser profile. The hash is loaded
 * when first needed (the sign-in page draws without it; WebCrypto is not there on a plain-http page).
 */
export const browserFingerprint = async (sources: Partial<FingerprintSources> = {}): Promise<string> => {
  const storage = sources.storage ?? localStore();
  let id = storage.getItem(STORAGE_KEYS.fingerprint);
  if (!id) {
    id = (sources.randomId ?? randomHex)();
    storage.setItem(STORAGE_KEYS.fingerprint, id);
  }
  const userAgent = sources.userAgent ?? navigator.userAgent;
  const language = sources.language ?? navigator.language;
  const { sha256 } = await import('js-sha256');
  return sha256(`${id}\n${userAgent}\n${language}`);
};
