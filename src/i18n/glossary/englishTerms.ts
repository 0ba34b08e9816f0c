import type { GlossaryEntry } from './glossaryEntry';

/**
 * Words the English review chose where English itself had two for one idea (docs/glossary.md, "Review: English"):
 * one word each now, the other ruled out in English. The other languages already had one word for each.
 */
export const ENGLISH_TERMS: Readonly<Record<string, GlossaryEntry>> = {
  userName: {
    meaning: 'The name a person or a player signs in with',
    keys: [
      'dm.login.username',
      'ra.auth.username',
      'dm.qbicConfig.fields.loginUsername',
      'dm.bulk.table.username',
      'dm.bulk.result.sheet.username',
    ],
    terms: {
      en: 'User name',
      fr: "Nom d'utilisateur",
      de: 'Benutzername',
      nl: 'Gebruikersnaam',
      sv: 'Användarnamn',
      da: 'Brugernavn',
      es: 'Nombre de usuario',
    },
    avoid: { en: ['Username', 'username'] },
    // The player sheet's column header is the file's format: uploads of sheets downloaded before still name it so.
    avoidExcept: ['dm.bulk.sheet.players.username'],
  },
  matches: {
    // Say what is so, not how: a player "matches" its row or the baseline, never "holds what its row says".
    meaning: 'A player whose settings are what its row or the baseline gives',
    keys: [],
    within: ['dm.bulk.player.noChange', 'dm.bulk.player.summary.nothing'],
    terms: {
      en: 'matches',
      fr: 'correspond',
      de: 'entspricht',
      nl: 'overeen',
      sv: 'stämmer',
      da: 'stemmer',
      es: 'coincide',
    },
    avoid: { en: ['hold', 'holds', 'held'] },
  },
  choose: {
    // Rows and players are selected; an option, a file or a value is chosen, never picked.
    meaning: 'The verb that asks for one of the options, a file or a value',
    keys: [],
    within: ['dm.devicesTab.configure.pickRegionFirst', 'dm.content.preference.must_select'],
    terms: {
      en: 'Choose',
      fr: 'Choisissez',
      de: 'Wählen Sie',
      nl: 'Kies',
      sv: 'Välj',
      da: 'Vælg',
      es: 'Elija',
    },
    avoid: { en: ['Pick', 'pick'] },
  },
};
