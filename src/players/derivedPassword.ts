import { sha256 } from 'js-sha256';
import { DERIVED_PASSWORD_LENGTH } from '../config';

/**
 * The password the console gives a player it locks (001 §9): the first 16 hex characters of SHA-256 over
 * the lowercased tenant id followed by the lowercased serial number. Never log or show it.
 */
export function derivedPassword(tenantId: string, serialNumber: string): string {
  return sha256(tenantId.toLowerCase() + serialNumber.toLowerCase()).slice(0, DERIVED_PASSWORD_LENGTH);
}
