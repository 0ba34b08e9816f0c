import { describe, expect, it } from 'vitest';
import {
  centralLoginUrl,
  ssoLoginUrl,
  ssoStartUrl,
  hasSkipPing,
  loginPath,
  readLoginQuery,
  routeOfAddress,
  safeReturnPath,
} from './loginRoutes';

describe('safeReturnPath', () => {
  it('keeps in-app routes with their query', () => {
    expect(safeReturnPath('/kiosk/devices')).toBe('/kiosk/devices');
    expect(safeReturnPath('/kiosk/devices?filter=%7B%22status%22%3A1%7D')).toBe(
      '/kiosk/devices?filter=%7B%22status%22%3A1%7D',
    );
  });

  it.each([
    ['another host', 'https://evil.example/kiosk'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript address', 'javascript:alert(1)'],
    ['a relative path', 'kiosk'],
    ['a control character', '/kiosk\n/x'],
    ['the sign-in page', '/login?returnUrl=/kiosk'],
    ['the sign-in page without SSO', '/no-sso'],
    ['the not-found page', '/pagenotfound'],
    ['the root', '/'],
    ['nothing', null],
    ['a number', 42],
    ['a very long path', `/${'a'.repeat(2_001)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the app identifier and the return URL (000 §2)', () => {
    expect(loginPath({ returnUrl: '/kiosk/themes' })).toBe('/login?app=dc&returnUrl=%2Fkiosk%2Fthemes');
  });

  it('leads to /no-sso, with the reason, and drops an unsafe return URL', () => {
    expect(loginPath({ noSso: true, reason: 'idle', returnUrl: '//evil.example' })).toBe(
      '/no-sso?app=dc&reason=idle',
    );
    expect(loginPath()).toBe('/login?app=dc');
  });

  it('reads back what it wrote', () => {
    const path = loginPath({ returnUrl: '/workplace/theme?x=1&y=2', reason: 'session' });
    expect(readLoginQuery(path.slice(path.indexOf('?')))).toEqual({
      returnUrl: '/workplace/theme?x=1&y=2',
      reason: 'session',
      code: null,
      tenant: null,
      separate: false,
    });
  });

  it('marks a sign-in that finishes in a window of its own, and reads it back', () => {
    const path = loginPath({ returnUrl: '/kiosk', separate: true });
    expect(path).toBe('/login?app=dc&returnUrl=%2Fkiosk&window=separate');
    expect(readLoginQuery(path.slice(path.indexOf('?'))).separate).toBe(true);
    expect(readLoginQuery('?window=other').separate).toBe(false);
  });
});

describe('readLoginQuery', () => {
  it('carries the tenant whose single sign-on applies, refusing odd ids', () => {
    const path = loginPath({ tenant: 'globex', returnUrl: '/kiosk' });
    expect(path).toBe('/login?app=dc&returnUrl=%2Fkiosk&tenant=globex');
    expect(readLoginQuery(path.slice(path.indexOf('?'))).tenant).toBe('globex');
    expect(loginPath({ tenant: '../evil' })).toBe('/login?app=dc');
    expect(readLoginQuery('?tenant=a%2Fb').tenant).toBeNull();
  });

  it('accepts a well-formed one-time code and ignores unknown reasons', () => {
    expect(readLoginQuery('?code=abcDEF-123_xyz&reason=bogus')).toEqual({
      returnUrl: null,
      reason: null,
      code: 'abcDEF-123_xyz',
      tenant: null,
      separate: false,
    });
  });

  it('refuses a code with odd characters or the wrong length', () => {
    expect(readLoginQuery('?code=<script>').code).toBeNull();
    expect(readLoginQuery('?code=short').code).toBeNull();
  });
});

describe('routeOfAddress and hasSkipPing', () => {
  it('takes the route out of a browser address, path and query', () => {
    expect(routeOfAddress('/kiosk/devices', '?x=1')).toBe('/kiosk/devices?x=1');
    expect(routeOfAddress('/kiosk/qbic')).toBe('/kiosk/qbic');
    expect(routeOfAddress('')).toBe('/');
  });

  it('skips the session check only for skipPing=true', () => {
    expect(hasSkipPing('?skipPing=true')).toBe(true);
    expect(hasSkipPing('?a=1&skipPing=true')).toBe(true);
    expect(hasSkipPing('?skipPing=1')).toBe(false);
    expect(hasSkipPing('')).toBe(false);
  });
});

describe('centralLoginUrl', () => {
  it('opens the central login with the app identifier and a return URL back to this console', () => {
    const url = new URL(
      centralLoginUrl({
        base: 'https://login.example.com/',
        consoleUrl: 'https://dm.example.com/',
        returnUrl: '/kiosk/qbic',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://login.example.com/login');
    expect(url.searchParams.get('app')).toBe('dc');
    expect(url.searchParams.get('returnUrl')).toBe(
      'https://dm.example.com/login?app=dc&returnUrl=%2Fkiosk%2Fqbic',
    );
  });

  it('uses the /no-sso variant when asked', () => {
    const url = centralLoginUrl({ base: 'https://login.example.com', consoleUrl: 'x', noSso: true });
    expect(url.startsWith('https://login.example.com/no-sso?app=dc&')).toBe(true);
  });
});

describe('single sign-on', () => {
  it('applies only when the settings say enabled and name an http(s) login address', () => {
    expect(ssoLoginUrl({ enabled: true, loginUrl: 'https://idp.example/sso?x=1' })).toBe(
      'https://idp.example/sso?x=1',
    );
    expect(ssoLoginUrl({ enabled: false, loginUrl: 'https://idp.example/sso' })).toBeNull();
    expect(ssoLoginUrl({ enabled: true, loginUrl: 'javascript:alert(1)' })).toBeNull();
    expect(ssoLoginUrl({ enabled: true })).toBeNull();
    expect(ssoLoginUrl(null)).toBeNull();
  });

  it('sends the user to the identity provider with the app identifier and the way back', () => {
    const url = new URL(
      ssoStartUrl('https://idp.example/sso?tenant=globex&app=old', 'https://dm.example/', '/kiosk'),
    );
    expect(url.searchParams.get('tenant')).toBe('globex');
    expect(url.searchParams.getAll('app')).toEqual(['dc']);
    expect(url.searchParams.get('returnUrl')).toBe('https://dm.example/login?app=dc&returnUrl=%2Fkiosk');
  });
});
