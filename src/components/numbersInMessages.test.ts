import { describe, expect, it } from 'vitest';
import { countArgs, formatKilobytes } from './format';
import { LOGO_MAX_BYTES } from '../config';
import { createI18nProvider } from '../i18n/createI18nProvider';
import de from '../i18n/de';
import en from '../i18n/en';

const german = () =>
  createI18nProvider({
    english: en,
    loaders: { de: () => Promise.resolve(de) },
    storage: null,
    storageKey: 'test.language',
    browserLanguages: ['de'],
  });

describe('numbers in messages follow the UI language', () => {
  it('says the logo size limit in kB the same way for themes and the workplace', async () => {
    const i18n = await german();
    const hint = i18n.translate('dm.themes.logo.hint', { max: formatKilobytes(LOGO_MAX_BYTES, 'de') });
    expect(hint).toBe('PNG, JPEG, WebP oder SVG, höchstens 100 kB');
  });

  it('writes the counts of an action summary with German digit grouping', async () => {
    const i18n = await german();
    expect(i18n.translate('dm.devicesTab.summary.succeeded', countArgs(1234, 'de'))).toBe(
      'Erfolgreich: 1.234',
    );
    expect(i18n.translate('dm.devicesTab.summary.failed', countArgs(1234, 'de'))).toBe(
      'Fehlgeschlagen: 1.234',
    );
  });
});
