export { authProvider, createAuthProvider, AuthRedirectError } from './authProvider';
export type { AuthProviderDeps, ConsoleAuthProvider, AuthRedirectReason, Credentials } from './authProvider';
export { STORAGE_KEYS, SESSION_KEYS, clearSession, readAccessToken } from '../storage/storageKeys';
export { browserFingerprint } from './fingerprint';
export { readIdentity, readPermissions, type StoredIdentity } from './storedUser';
export {
  ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
  canAccess,
  isAdmin,
  isContentAdmin,
  isContentCreator,
  type AccessRequest,
  type Permissions,
} from '../domain/permissions';
