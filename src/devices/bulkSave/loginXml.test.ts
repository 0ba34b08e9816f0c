import { describe, expect, it } from 'vitest';
import { escapeXml, loginCredentials, loginXml } from './loginXml';

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
});
