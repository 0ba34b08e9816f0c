import { describe, expect, it } from 'vitest';
import type { ContentItem } from './contentModel';
import { filesOf, languageFileEntries, openingOf } from './libraryFiles';

const at = '2026-01-01T00:00:00.000Z';

const item: ContentItem = {
  id: 'c1',
  name: 'Poster',
  iconUrl: null,
  type: 'IMG',
  defaultLanguage: 'en',
  modifiedDate: '2026-01-01T00:00:00.000Z',
  resources: {
    fr: {
      modificationDate: at,
      label: 'Affiche',
      resourceUrl: 'file:c1-fr.png',
      fileName: 'c1-fr.png',
      originalName: 'Affiche été.png',
    },
    en: { modificationDate: at, label: 'Poster', resourceUrl: 'file:c1-en.svg', fileName: 'c1-en.svg' },
    de: { modificationDate: at, label: 'Plakat', resourceUrl: 'https://media.example/plakat.png' },
    nl: { modificationDate: at, label: 'Affiche', resourceUrl: null, fileName: null },
  },
};

describe('the stored files of an item', () => {
  it('lists the languages that hold a file or lost it, in the languages order, and not the links', () => {
    expect(filesOf(item)).toEqual([
      { lang: 'en', label: 'Poster', fileName: 'c1-en.svg', shownName: 'c1-en.svg' },
      { lang: 'fr', label: 'Affiche', fileName: 'c1-fr.png', shownName: 'Affiche été.png' },
      { lang: 'nl', label: 'Affiche', fileName: null, shownName: null },
    ]);
  });

  it('lists nothing for a type that takes no file', () => {
    expect(filesOf({ ...item, type: 'URL' })).toEqual([]);
  });

  it('opens pictures inline, PDFs, text and videos in a tab, and downloads the rest', () => {
    expect(openingOf('image/svg+xml')).toBe('inline');
    expect(openingOf('application/pdf')).toBe('tab');
    expect(openingOf('text/plain; charset=utf-8')).toBe('tab');
    expect(openingOf('video/mp4')).toBe('tab');
    expect(openingOf('text/html')).toBe('download');
    expect(openingOf('application/octet-stream')).toBe('download');
  });

  it('replaces one language file naming the item and the language, keeping its label and the date it read', () => {
    const file = { name: 'new.png', size: 3 };
    expect(languageFileEntries(item, 'fr', file)).toEqual([
      ['id', 'c1'],
      ['lang', 'fr'],
      ['label', 'Affiche'],
      ['resource', file],
      ['modifiedDate', '2026-01-01T00:00:00.000Z'],
    ]);
  });
});
