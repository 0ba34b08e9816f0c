/**
 * A tiny 5×7 bitmap font: five column bytes per glyph, bit 0 at the top. Lower case draws as upper case;
 * characters without a glyph draw as a hollow box.
 */
const GLYPHS: Record<string, string> = {
  ' ': '0000000000',
  '0': '3e5149453e',
  '1': '00427f4000',
  '2': '4261514946',
  '3': '2141454b31',
  '4': '1814127f10',
  '5': '2745454539',
  '6': '3c4a494930',
  '7': '0171090503',
  '8': '3649494936',
  '9': '064949291e',
  ':': '0036360000',
  '-': '0808080808',
  '.': '0060600000',
  '/': '2010080402',
  A: '7e1111117e',
  B: '7f49494936',
  C: '3e41414122',
  D: '7f4141221c',
  E: '7f49494941',
  F: '7f09090901',
  G: '3e4149497a',
  H: '7f0808087f',
  I: '00417f4100',
  J: '2040413f01',
  K: '7f08142241',
  L: '7f40404040',
  M: '7f020c027f',
  N: '7f0408107f',
  O: '3e4141413e',
  P: '7f09090906',
  Q: '3e4151215e',
  R: '7f09192946',
  S: '4649494931',
  T: '01017f0101',
  U: '3f4040403f',
  V: '1f2040201f',
  W: '3f4038403f',
  X: '6314081463',
  Y: '0708700807',
  Z: '6151494543',
};
const UNKNOWN = '7f4141417f';

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Whether the pixel (column x, row y) of the glyph for `char` is set. */
export function glyphPixel(char: string, x: number, y: number): boolean {
  const hex = GLYPHS[char.toUpperCase()] ?? UNKNOWN;
  const column = parseInt(hex.slice(x * 2, x * 2 + 2), 16);
  return ((column >> y) & 1) === 1;
}
