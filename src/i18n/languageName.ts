/**
 * A language as the console names it inside a sentence: in the language of the console ("anglais" on a French
 * screen, never "English"), as `Intl.DisplayNames` gives it. The sentence is written around the name, in
 * parentheses, so that no language needs an article or a case for it. An unknown code stands as it is.
 */
export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
