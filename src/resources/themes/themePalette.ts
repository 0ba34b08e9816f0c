/** The colours a display shows for a theme mode and accent colour, for the console's theme preview. */
import type { ThemeMode } from '../../domain/looks/themeModel';

export interface PreviewPalette {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  /** Text drawn on the accent colour. */
  onAccent: string;
}

const BLACK = '#000000';
const WHITE = '#ffffff';
const INK = '#1f1f1f';
const FALLBACK_ACCENT = '#1565c0';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved towards `b` by the share t (0 gives a, 1 gives b). */
export const mix = (a: string, b: string, t: number): string => {
  const from = channels(a);
  const to = channels(b);
  return toHex(from.map((channel, index) => channel + (to[index] - channel) * t));
};

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours, from 1 to 21. */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** Ink or white, whichever reads better on the colour. */
export const readableOn = (hex: string): string => (contrast(hex, WHITE) >= contrast(hex, INK) ? WHITE : INK);

interface BrandShades {
  background: number;
  surface: number;
  muted: number;
  highlight: number;
}

/**
 * A brand screen: the accent mixed towards black (brand dark) or white (brand light) for the background and
 * surface, text in the opposite ink, and the accent itself lightened where it must stand out on a dark shade.
 */
const brandPalette = (accent: string, toward: string, ink: string, shades: BrandShades): PreviewPalette => {
  const background = mix(accent, toward, shades.background);
  const highlight = mix(accent, WHITE, shades.highlight);
  return {
    background,
    surface: mix(accent, toward, shades.surface),
    text: ink,
    muted: mix(ink, background, shades.muted),
    accent: highlight,
    onAccent: readableOn(highlight),
  };
};

/**
 * Dark and light modes are neutral with the accent for highlights; brand modes fill the screen with a deep
 * (brand dark) or pale (brand light) shade of the accent.
 */
export function previewPalette(mode: ThemeMode, accentColor: string): PreviewPalette {
  const accent = /^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor.toLowerCase() : FALLBACK_ACCENT;
  const onAccent = readableOn(accent);
  switch (mode) {
    case 'dark':
      return { background: '#121212', surface: '#1e1e1e', text: WHITE, muted: '#b0b0b0', accent, onAccent };
    case 'light':
      return { background: '#f5f5f5', surface: WHITE, text: INK, muted: '#5f6368', accent, onAccent };
    case 'brandDark':
      return brandPalette(accent, BLACK, WHITE, {
        background: 0.65,
        surface: 0.5,
        muted: 0.3,
        highlight: 0.2,
      });
    case 'brandLight':
      return brandPalette(accent, WHITE, INK, { background: 0.88, surface: 0.95, muted: 0.35, highlight: 0 });
  }
}
