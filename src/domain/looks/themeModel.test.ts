import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../contract/constants';
import {
  base64Bytes,
  checkLogoDataUrl,
  cleanTheme,
  sameLabel,
  themeDefaults,
  themeIssues,
} from './themeModel';

const theme = { ...themeDefaults(), name: 'Lobby', logoText: 'Acme' };
const dataUrl = (type: string, bytes: number) =>
  `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

describe('themeIssues', () => {
  it('accepts a complete text-logo theme and the defaults once named', () => {
    expect(themeIssues(theme)).toEqual({});
  });

  it('requires a label, a known mode and a #rrggbb accent colour', () => {
    expect(themeIssues({ ...theme, name: ' ', mode: 'sepia', accentColor: 'teal' })).toEqual({
      name: { code: 'required' },
      mode: { code: 'not_a_choice' },
      accentColor: { code: 'not_a_color' },
    });
  });

  it('checks only the logo field of the chosen logo type', () => {
    expect(themeIssues({ ...theme, logoText: 'A sixteen chars!' })).toEqual({
      logoText: { code: 'too_long', args: { max: 15 } },
    });
    expect(themeIssues({ ...theme, logoType: 'image', logoText: 'A sixteen chars!' })).toEqual({
      logoUrl: { code: 'required' },
    });
    expect(themeIssues({ ...theme, logoType: 'image', logoUrl: dataUrl('image/png', 300) })).toEqual({});
  });
});

describe('checkLogoDataUrl', () => {
  it('accepts PNG, JPEG, WebP and SVG data URLs up to the byte limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']) {
      expect(checkLogoDataUrl(dataUrl(type, LOGO_MAX_BYTES - 2))).toBeNull();
    }
  });

  it('names the size and the limit in kB when an image is too large', () => {
    expect(checkLogoDataUrl(dataUrl('image/png', 150_000))).toEqual({
      code: 'logo_too_large',
      args: { size: 150, max: 100 },
    });
  });

  it('refuses other formats, links and broken data URLs', () => {
    expect(checkLogoDataUrl('data:image/gif;base64,R0lGOD==')).toEqual({ code: 'logo_type' });
    expect(checkLogoDataUrl('https://example.com/logo.png')).toEqual({ code: 'logo_unreadable' });
    expect(checkLogoDataUrl('data:image/png;base64,not base64!')).toEqual({ code: 'logo_unreadable' });
    expect(checkLogoDataUrl(12)).toEqual({ code: 'logo_unreadable' });
  });

  it('counts decoded bytes, padding included', () => {
    expect(base64Bytes(btoa('abcd'))).toBe(4);
    expect(base64Bytes(btoa('abcde'))).toBe(5);
    expect(base64Bytes(btoa('abcdef'))).toBe(6);
  });
});

describe('cleanTheme and sameLabel', () => {
  it('keeps the logo of the chosen type and clears the other', () => {
    const png = dataUrl('image/png', 30);
    expect(cleanTheme({ ...theme, name: ' Lobby ', logoUrl: png })).toMatchObject({
      name: 'Lobby',
      logoText: 'Acme',
      logoUrl: null,
    });
    expect(cleanTheme({ ...theme, logoType: 'image', logoUrl: png })).toMatchObject({
      logoText: null,
      logoUrl: png,
    });
  });

  it('treats labels as equal whatever their case and surrounding spaces', () => {
    expect(sameLabel(' Lobby', 'LOBBY ')).toBe(true);
    expect(sameLabel('Lobby', 'Lobby 2')).toBe(false);
  });
});
