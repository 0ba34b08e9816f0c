import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, type TokenClaims } from './jwt';

const CLAIMS: TokenClaims = {
  sub: 'u-admin',
  tenant: 'acme',
  sid: 's-1',
  iat: 100,
  exp: 1000,
  ses: 100,
  fp: 'ab',
};
const SECRET = 'secret-one';

describe('jwt', () => {
  it('verifies its own tokens and returns the claims', () => {
    const token = signToken(CLAIMS, SECRET);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, SECRET)).toEqual({ ok: true, claims: CLAIMS });
  });

  it('rejects another key, a changed payload and a changed signature', () => {
    const token = signToken(CLAIMS, SECRET);
    expect(verifyToken(token, 'secret-two')).toEqual({ ok: false, reason: 'signature' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, tenant: 'globex' })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(verifyToken(`${token.slice(0, -2)}AA`, SECRET).ok).toBe(false);
  });

  it('rejects garbage, the "none" algorithm and claims of the wrong types', () => {
    expect(verifyToken('not-a-token', SECRET)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyToken('a.b.c.d', SECRET)).toEqual({ ok: false, reason: 'malformed' });
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = signToken(CLAIMS, SECRET).split('.')[1];
    expect(verifyToken(`${none}.${payload}.AAAA`, SECRET)).toEqual({ ok: false, reason: 'malformed' });
    const bad = signToken({ ...CLAIMS, exp: 'later' } as unknown as TokenClaims, SECRET);
    expect(verifyToken(bad, SECRET)).toEqual({ ok: false, reason: 'claims' });
  });
});
