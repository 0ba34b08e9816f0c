export { authProvider, createAuthProvider } from './authProvider';
export { STORAGE_KEYS } from '../storage/storageKeys';
export { browserFingerprint } from './fingerprint';
