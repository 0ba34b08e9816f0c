import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fileProblem,
  hasExtension,
  isValidContentUrl,
  labelIn,
  languagesOf,
  type ContentItem,
} from './contentModel';

describe('the URL rule (000 §5)', () => {
  it('accepts http and https addresses with a host, refuses everything else', () => {
    expect(isValidContentUrl('http://intranet.example/')).toBe(true);
    expect(isValidContentUrl(' HTTPS://a.example/x?y=1 ')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://a.example',
      'a.example',
      '/relative',
      'https://',
      'data:text/html,x',
      '',
    ])
      expect(isValidContentUrl(bad), bad).toBe(false);
  });
});

describe('file checks', () => {
  it('reads extensions case-insensitively, ignoring folders', () => {
    expect(extensionOf('C:\\x\\Movie.MP4')).toBe('mp4');
    expect(extensionOf('.bashrc')).toBe('');
    expect(hasExtension('PLAYER.ZIP', ['zip'])).toBe(true);
    expect(hasExtension('player.apk.txt', ['apk'])).toBe(false);
  });

  it('names the problem of a file: wrong type for the item, or too large', () => {
    expect(fileProblem('IMG', { name: 'a.png', size: 10 })).toBeNull();
    expect(fileProblem('IMG', { name: 'a.pdf', size: 10 })).toBe('file_type');
    expect(fileProblem('URL', { name: 'a.png', size: 10 })).toBe('file_type');
    expect(fileProblem('VID', { name: 'a.mp4', size: 11 }, 10)).toBe('file_too_large');
  });
});

describe('languages and labels', () => {
  const item: ContentItem = {
    id: 'c',
    name: 'Name',
    iconUrl: null,
    type: 'URL',
    defaultLanguage: 'fr',
    modifiedDate: '',
    resources: {
      en: { label: 'English', resourceUrl: 'https://a', modificationDate: '' },
      fr: { label: 'Français', resourceUrl: 'https://a', modificationDate: '' },
      de: { label: '', resourceUrl: 'https://a', modificationDate: '' },
    },
  };
  it('lists the default language first', () => {
    expect(languagesOf(item)).toEqual(['fr', 'en', 'de']);
  });
  it('falls back to the default language, then the name', () => {
    expect(labelIn(item, 'en')).toBe('English');
    expect(labelIn(item, 'de')).toBe('Français');
    expect(labelIn(item, 'sv')).toBe('Français');
    expect(labelIn({ ...item, resources: {} }, 'sv')).toBe('Name');
  });
});
