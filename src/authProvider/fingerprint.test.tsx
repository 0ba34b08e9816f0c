import { describe, expect, it, vi } from 'vitest';
import { sha256 } from 'js-sha256';
import { browserFingerprint } from './fingerprint';
import { STORAGE_KEYS } from '../storage/storageKeys';

const sources = { userAgent: 'Chrome/130', language: 'nl-BE' };

describe('browserFingerprint', () => {
  it('makes a random id once, keeps it, and hashes it with user agent and language', async () => {
    const randomId = vi.fn(() => 'id-1');
    const first = await browserFingerprint({ ...sources, randomId });
    const second = await browserFingerprint({ ...sources, randomId });
    expect(first).toBe(second);
    expect(randomId).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.fingerprint)).toBe('id-1');
    expect(first).toBe(sha256('id-1\nChrome/130\nnl-BE'));
    expect(first).not.toContain('id-1');
  });

  it('differs between browsers and when the user agent changes', async () => {
    const one = await browserFingerprint({ ...sources, randomId: () => 'browser-one' });
    localStorage.clear();
    const two = await browserFingerprint({ ...sources, randomId: () => 'browser-two' });
    const upgraded = await browserFingerprint({ ...sources, userAgent: 'Chrome/131' });
    expect(new Set([one, two, upgraded]).size).toBe(3);
  });

  it('uses 128 random bits by default', async () => {
    await browserFingerprint();
    const id = localStorage.getItem(STORAGE_KEYS.fingerprint);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    localStorage.clear();
    await browserFingerprint();
    expect(localStorage.getItem(STORAGE_KEYS.fingerprint)).not.toBe(id);
  });
});
