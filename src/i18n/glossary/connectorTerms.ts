import type { GlossaryEntry } from './glossaryEntry';

/**
 * The small words that join a sentence, which the reviews chose once: "continue" (never "go on") and, in Spanish,
 * "por lo que" for a consequence ("así que" is spoken register).
 */
export const CONNECTOR_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  continue: {
    meaning: 'Carry on with what a person was doing (continue)',
    keys: [],
    within: ['dm.qbic.prompt.message', 'dm.qbic.prompt.message_own'],
    terms: {
      en: 'continue',
      fr: 'continuer',
      de: 'fortzufahren',
      nl: 'door te gaan',
      sv: 'fortsätta',
      da: 'fortsætte',
      es: 'continuar',
    },
    avoid: { en: ['go on', 'goes on', 'going on', 'went on'] },
  },
  consequence: {
    meaning: 'What follows from what a message just said (so, therefore)',
    keys: [],
    within: ['dm.errors.code.RECORDS_NOT_CONFIGURED'],
    terms: {
      en: 'so',
      fr: 'donc',
      de: 'daher',
      nl: 'daarom',
      sv: 'därför',
      da: 'derfor',
      es: 'por lo que',
    },
    avoid: { es: ['así que', 'Así que'] },
  },
};
