/**
 * Characters that show nothing where a name is shown: format and control characters, the default-ignorable ones
 * (zero-width spaces and joiners, soft hyphen, Hangul fillers, variation selectors) and the blank braille
 * pattern. Blanks (`\s`) are handled apart, since a name may hold spaces between its words.
 */
const SHOWS_NOTHING = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * A name as two names are compared: Unicode NFKC, what shows nothing removed, runs of blanks made one space, no
 * blanks around, no case. Empty when nothing of it can be seen.
 */
export const visibleKey = (name: string): string =>
  name.normalize('NFKC').replace(SHOWS_NOTHING, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
