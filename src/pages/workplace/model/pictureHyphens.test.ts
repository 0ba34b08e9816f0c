import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../config';
import { FEATURE_FLAGS } from '../../../domain/workplace/types';
import da from '../../../i18n/da';
import de from '../../../i18n/de';
import en from '../../../i18n/en';
import es from '../../../i18n/es';
import fr from '../../../i18n/fr';
import { flattenMessages } from '../../../i18n/messages';
import nl from '../../../i18n/nl';
import sv from '../../../i18n/sv';
import { withSoftHyphens } from './pictureHyphens';

const bundles = { en, fr, de, nl, sv, da, es };
/** The most letters a tile of the picture holds on one line (11 px text in a 220 px picture's half). */
const TILE_LINE_LETTERS = 12;

describe('the long words of the workplace picture', () => {
  it('breaks German compounds where a person would', () => {
    expect(withSoftHyphens('Grundrissansichten abrufen', 'de')).toBe(
      'Grund\u00ADriss\u00ADan\u00ADsich\u00ADten abrufen',
    );
    expect(withSoftHyphens('Grundrissansichten', 'en')).toBe('Grundrissansichten');
  });

  it('leaves no tile label in any language with a stretch that cannot fit on a tile’s line', () => {
    for (const lang of UI_LANGUAGES) {
      const texts = flattenMessages(bundles[lang]);
      for (const tile of ['floorplanViews', ...FEATURE_FLAGS]) {
        const label = withSoftHyphens(texts[`dm.workplace.fields.${tile}`], lang);
        for (const stretch of label.split(/[\s\u00AD-]/))
          expect(stretch.length, `${lang} ${tile}: ${stretch}`).toBeLessThanOrEqual(TILE_LINE_LETTERS);
        expect(label.replaceAll('\u00AD', '')).toBe(texts[`dm.workplace.fields.${tile}`]);
      }
    }
  });
});
