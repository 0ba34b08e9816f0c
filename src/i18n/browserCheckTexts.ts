/**
 * The texts of `public/browserCheck.js` (plain old JavaScript, no module, so not importable), read from its
 * source: `TEXTS = { en: ['…', '…'], … }` becomes flat messages per language ("browserCheck.0", …), for the
 * typography test to hold them to the console's rules.
 */
export function browserCheckTexts(source: string): Record<string, Record<string, string>> {
  const texts: Record<string, Record<string, string>> = {};
  const block = source.slice(source.indexOf('TEXTS = {'), source.indexOf('};', source.indexOf('TEXTS = {')));
  for (const [, lang, body] of block.matchAll(/\n\s*(\w\w): \[([\s\S]*?)\]/g)) {
    const strings = Array.from(body.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g), (match) =>
      (match[1] ?? match[2])
        .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .replace(/\\(.)/g, '$1'),
    );
    texts[lang] = Object.fromEntries(strings.map((text, index) => [`browserCheck.${index}`, text]));
  }
  return texts;
}
