import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Messages } from './messages';

/** i18next reads react-admin's `%{name}` placeholders as they are (see the provider's interpolation). */
export const INTERPOLATION = { prefix: '%{', suffix: '}', escapeValue: false } as const;

const PLURAL_OTHER = '_other';

/**
 * French and Spanish have a third plural category, "many" (a million, 2 000 000, …). react-admin's
 * two-form messages have no text for it, so the "other" form stands in for it.
 */
const addManyForms = (tree: Messages): Messages => {
  const result: Messages = {};
  for (const [key, value] of Object.entries(tree)) {
    result[key] = typeof value === 'string' ? value : addManyForms(value);
    if (typeof value === 'string' && key.endsWith(PLURAL_OTHER)) {
      const manyKey = `${key.slice(0, -PLURAL_OTHER.length)}_many`;
      if (!(manyKey in tree)) result[manyKey] = value;
    }
  }
  return result;
};

/**
 * Converts react-admin style messages (`'one |||| many'` plurals, `%{name}` placeholders) into the
 * key layout i18next reads: `key_one`, `key_other` and `key_many`, placeholders unchanged.
 */
export const toI18nextMessages = (messages: Messages): Messages =>
  addManyForms(
    convertRaTranslationsToI18next(messages, {
      prefix: INTERPOLATION.prefix,
      suffix: INTERPOLATION.suffix,
    }) as Messages,
  );
