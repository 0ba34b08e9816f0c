import { describe, expect, it } from 'vitest';
import { escapeXml, loginCredentials, loginXml, parseLoginXml } from './loginXml';

describe('login xml', () => {
  it('writes the username and password as XML text', () => {
    expect(loginXml({ username: 'kiosk', password: 'pa55' })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<config_logon>',
        '  <username>kiosk</username>',
        '  <password>pa55</password>',
        '</config_logon>',
        '',
      ].join('\n'),
    );
  });

  it('blanks the password when the username is empty', () => {
    expect(loginCredentials('  ', 'secret')).toEqual({ username: '', password: '' });
    const xml = loginXml({ username: '', password: 'secret' });
    expect(xml).toContain('<username></username>');
    expect(xml).toContain('<password></password>');
    expect(xml).not.toContain('secret');
  });

  it('escapes markup in values so the file stays well formed', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    const xml = loginXml({ username: 'x</username><admin>', password: '&' });
    expect(xml).toContain('<username>x&lt;/username&gt;&lt;admin&gt;</username>');
    expect(xml).toContain('<password>&amp;</password>');
  });

  it('reads a stored login back: the username, and only whether a password is set', () => {
    expect(parseLoginXml(loginXml({ username: 'a&b<c>', password: 'pa55' }))).toEqual({
      username: 'a&b<c>',
      hasPassword: true,
    });
    expect(parseLoginXml(loginXml({ username: '', password: 'x' }))).toEqual({
      username: '',
      hasPassword: false,
    });
    expect(parseLoginXml('<config_logon><username>k</username><password/></config_logon>')).toEqual({
      username: 'k',
      hasPassword: false,
    });
  });

  it('reads a file that is no login file as no login', () => {
    expect(parseLoginXml('')).toBeUndefined();
    expect(parseLoginXml('<other><username>k</username></other>')).toBeUndefined();
    expect(parseLoginXml('<config_logon><password>x</password></config_logon>')).toBeUndefined();
  });
});
