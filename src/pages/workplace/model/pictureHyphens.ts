import type { UiLanguage } from '../../../config';

/**
 * Where the long words of the workplace picture's tiles may break, per language ("·" marks a syllable a line may
 * end on). Browsers without the language's hyphenation dictionary (Chromium on Linux among them) would
 * otherwise break such a word anywhere ("Grundrissansi|chten"); a soft hyphen breaks it where a person would.
 */
const BREAKS: Partial<Record<UiLanguage, readonly string[]>> = {
  de: [
    'Grund·riss·an·sich·ten',
    'Wie·der·keh·ren·de',
    'Bu·chun·gen',
    'Aus·stat·tung',
    'Be·rüh·rungs·lo·ser',
    'Ver·trau·li·che',
    'au·ßer·halb',
    'Bü·ro·zei·ten',
    'Ka·chel',
    'Ver·füg·ba·re',
    'An·sich·ten',
    'Ticket·ver·kauf',
  ],
  nl: [
    'Plat·te·grond·weer·ga·ven',
    'raad·ple·gen',
    'Te·rug·ke·ren·de',
    'Feed·back·te·gel',
    'kan·toor·uren',
    'Aan·raak·vrije',
    'Ver·trou·we·lij·ke',
    'Kaart·ver·koop',
  ],
  sv: [
    'plan·rit·nings·vy·er',
    'Åter·kom·man·de',
    'För·fråg·ning·ar',
    'Åter·kopp·lings·ru·ta',
    'Bil·jett·för·sälj·ning',
    'Be·rö·rings·fri',
    'Kon·fi·den·ti·el·la',
  ],
  da: [
    'plan·teg·nings·vis·nin·ger',
    'Til·ba·ge·ven·den·de',
    'An·mod·nin·ger',
    'Feed·back·felt',
    'Be·rø·rings·fri',
    'Bil·let·salg',
  ],
  fr: ['Ré·ser·va·tions', 'ré·cur·ren·tes', 'con·fi·den·tiel·les', 'Bil·let·te·rie'],
  es: ['Equi·pa·mien·to', 'con·fi·den·cia·les'],
};

const SOFT_HYPHEN = '\u00AD';

/** The text with soft hyphens in the long words its language lists; other words as they are. */
export function withSoftHyphens(text: string, language: string): string {
  const words = BREAKS[language as UiLanguage] ?? [];
  return words.reduce((result, marked) => {
    const plain = marked.replaceAll('·', '');
    return result.replaceAll(plain, marked.replaceAll('·', SOFT_HYPHEN));
  }, text);
}
