import { describe, expect, it } from 'vitest';
import type { ContentItem } from './contentModel';
import { fileShownAs, previewLanguages, previewOf } from './contentPreview';

const item = (type: ContentItem['type'], resources: ContentItem['resources']): ContentItem => ({
  id: 'c-1',
  name: 'Canteen menu',
  iconUrl: null,
  type,
  defaultLanguage: 'en',
  resources,
  modifiedDate: '2026-11-01T10:00:00Z',
});
const at = '2026-11-01T10:00:00Z';

describe('previewOf', () => {
  it('shows an HTML item’s text, in the language asked or the default one', () => {
    const html = item('HTML', {
      en: { label: 'Menu', resourceUrl: null, html: '<p>Soup</p>', modificationDate: at },
      de: { label: 'Speiseplan', resourceUrl: null, html: '<p>Suppe</p>', modificationDate: at },
    });
    expect(previewOf(html, 'de')).toEqual({ kind: 'html', label: 'Speiseplan', html: '<p>Suppe</p>' });
    expect(previewOf(html, 'fr')).toEqual({ kind: 'html', label: 'Menu', html: '<p>Soup</p>' });
  });

  it('shows a stored file by its upload name, and a link where the language links instead', () => {
    const picture = item('IMG', {
      en: {
        label: 'Map',
        resourceUrl: null,
        fileName: 'f-123.png',
        originalName: 'campus.png',
        modificationDate: at,
      },
      nl: { label: 'Kaart', resourceUrl: 'https://example.com/kaart.png', modificationDate: at },
    });
    expect(previewOf(picture, 'en')).toEqual({
      kind: 'file',
      label: 'Map',
      fileName: 'f-123.png',
      shownName: 'campus.png',
    });
    expect(previewOf(picture, 'nl')).toEqual({
      kind: 'link',
      label: 'Kaart',
      url: 'https://example.com/kaart.png',
    });
  });

  it('says there is nothing to show for a removed file or an empty text, named by the item', () => {
    expect(
      previewOf(item('VID', { en: { label: '', resourceUrl: null, modificationDate: at } }), 'en'),
    ).toEqual({
      kind: 'none',
      label: 'Canteen menu',
    });
    expect(previewOf(item('HTML', {}), 'en')).toEqual({ kind: 'none', label: 'Canteen menu' });
  });
});

describe('previewLanguages', () => {
  it('lists the item’s languages with the default first, and starts there', () => {
    const both = item('URL', {
      de: { label: 'A', resourceUrl: 'https://a.example', modificationDate: at },
      en: { label: 'B', resourceUrl: 'https://b.example', modificationDate: at },
    });
    expect(previewLanguages(both)).toEqual({ languages: ['en', 'de'], first: 'en' });
  });
});

describe('fileShownAs', () => {
  it('shows pictures and videos in the dialog and offers anything else for download', () => {
    expect(fileShownAs('image/svg+xml')).toBe('picture');
    expect(fileShownAs('video/mp4; codecs=avc1')).toBe('video');
    expect(fileShownAs('application/pdf')).toBe('download');
    expect(fileShownAs('text/html')).toBe('download');
  });
});
