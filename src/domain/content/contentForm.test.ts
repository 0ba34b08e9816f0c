import { describe, expect, it } from 'vitest';
import { contentFormProblems, emptyContentForm, itemToForm, nestErrors } from './contentForm';
import type { ContentItem } from './contentModel';

const item: ContentItem = {
  id: 'c1',
  name: 'Menu',
  iconUrl: null,
  type: 'HTML',
  defaultLanguage: 'en',
  modifiedDate: 'd1',
  resources: {
    en: { label: 'Menu', resourceUrl: null, html: '<p>Soup</p><script>x()</script>', modificationDate: 'd1' },
  },
};

describe('content form', () => {
  it('loads a stored item with its HTML cleaned and the other languages off', () => {
    const form = itemToForm(item, (html) => html.replace(/<script.*<\/script>/, ''));
    expect(form.languages.en).toMatchObject({ enabled: true, source: 'html', html: '<p>Soup</p>' });
    expect(form.languages.fr.enabled).toBe(false);
    expect(form.modifiedDate).toBe('d1');
  });

  it('asks for a name, a resource in the default language, a valid URL and an accepted file', () => {
    const form = emptyContentForm('IMG', 'en');
    form.defaultLanguage = 'de';
    form.languages.en = { ...form.languages.en, source: 'url', url: 'javascript:alert(1)' };
    form.languages.fr = { ...form.languages.fr, enabled: true, file: { name: 'x.exe', size: 1 } };
    form.languages.nl = {
      ...form.languages.nl,
      enabled: true,
      file: { name: 'x.png', size: 30 * 1024 * 1024 },
    };
    expect(contentFormProblems(form)).toEqual({
      name: 'dm.content.validation.required',
      defaultLanguage: 'dm.content.validation.default_needs_resource',
      'languages.en.url': 'dm.content.validation.url',
      'languages.fr.file': 'dm.content.validation.file_type',
      'languages.nl.file': 'dm.content.validation.file_too_large',
    });
    expect(nestErrors({ 'languages.en.url': 'k', name: 'n' })).toEqual({
      languages: { en: { url: 'k' } },
      name: 'n',
    });
  });

  it('says the limit of a name or label over it', () => {
    const form = emptyContentForm('URL', 'en');
    form.name = 'n'.repeat(121);
    form.languages.en = { ...form.languages.en, label: 'l'.repeat(121), url: 'https://example.com/' };
    const tooLong = { message: 'dm.content.validation.too_long', args: { max: 120 } };
    expect(contentFormProblems(form)).toEqual({ name: tooLong, 'languages.en.label': tooLong });
  });

  it('treats an empty editor as no resource', () => {
    const form = emptyContentForm('HTML', 'en');
    form.name = 'x';
    form.languages.en.html = '<p> </p>';
    expect(contentFormProblems(form)['languages.en.html']).toBe('dm.content.validation.resource_required');
  });
});
