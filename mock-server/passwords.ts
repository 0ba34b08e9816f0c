import { createHash, timingSafeEqual } from 'node:crypto';

/** Salted SHA-256 of a password. A mock platform: no real secret is ever stored here. */
export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

/** Compares in constant time so that the answer time says nothing about the stored hash. */
export function passwordMatches(password: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashPassword(password, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
