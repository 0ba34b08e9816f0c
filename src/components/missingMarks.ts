/**
 * Hard-coded missing-value marks in source text: an em dash, NA or N/A alone as a string or as JSX text, and an en
 * dash pair around a slash. Every screen shows a missing value through `missingValue.ts` instead, so it looks the
 * same everywhere.
 */
const MARKS: readonly RegExp[] = [/(['"`])(—|NA|N\/A)\1/, />\s*(—|NA|N\/A)\s*</, /–\s*\/\s*–/];

/** The 1-based numbers of the lines of `source` that write a missing-value mark themselves. */
export const missingMarkLines = (source: string): number[] =>
  source.split('\n').flatMap((line, index) => (MARKS.some((mark) => mark.test(line)) ? [index + 1] : []));
