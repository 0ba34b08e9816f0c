import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type LogoSlot,
  type WorkplaceFeatures,
  type WorkplaceTheme,
} from '../../../domain/workplace/types';
import type { PendingLogos } from './editorState';

/**
 * What the picture of the workplace app's home screen shows in one mode (light or dark), from the edited
 * theme and features: pure, so that a keystroke costs only this and one render.
 */
export type PictureMode = 'light' | 'dark';

export interface PictureModel {
  mode: PictureMode;
  accent: string;
  /** Text on the accent colour: black or white, whichever reads better. */
  onAccent: string;
  background: string;
  surface: string;
  text: string;
  brand: { kind: 'text'; text: string } | { kind: 'logo'; src: string | null };
  /** The theme logo at the top of the home screen; null when the theme shows text. */
  logo: { src: string | null } | null;
  /** The home screen's tiles: the features that are on, in the app's order. */
  tiles: ('floorplan' | FeatureFlag)[];
}

const COLOR = /^#[0-9a-f]{6}$/i;
const FALLBACK_ACCENT = '#1976d2';

/** Relative luminance of #rrggbb (WCAG). */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white text on a colour, whichever has the higher contrast. */
export const textOn = (hex: string): string => (luminance(hex) > 0.179 ? '#000000' : '#ffffff');

const imageOf = (slot: LogoSlot, url: string, files: PendingLogos): string | null =>
  files[slot]?.dataUrl ?? (url.trim() === '' ? null : url);

export function pictureModel(
  mode: PictureMode,
  theme: WorkplaceTheme,
  features: WorkplaceFeatures,
  files: PendingLogos,
): PictureModel {
  const dark = mode === 'dark';
  const accent = COLOR.test(theme.accentColor) ? theme.accentColor : FALLBACK_ACCENT;
  const brandSlot: LogoSlot = dark || theme.useSameBrandingLogo ? 'brand dark' : 'brand light';
  const logoSlot: LogoSlot = dark || theme.useSameLogo ? 'dark' : 'light';
  const brandUrl = brandSlot === 'brand dark' ? theme.brandingDarkLogo : theme.brandingLightLogo;
  const logoUrl = logoSlot === 'dark' ? theme.darkThemeLogoURL : theme.lightThemeLogoURL;
  return {
    mode,
    accent,
    onAccent: textOn(accent),
    background: dark ? '#121212' : '#f5f5f5',
    surface: dark ? '#1e1e1e' : '#ffffff',
    text: dark ? '#ffffff' : '#1d1d1d',
    brand:
      theme.brandingType === 'text'
        ? { kind: 'text', text: theme.brandingText }
        : { kind: 'logo', src: imageOf(brandSlot, brandUrl, files) },
    logo: theme.themeLogoType === 'logo' ? { src: imageOf(logoSlot, logoUrl, files) } : null,
    tiles: [
      ...(features.floorplan.consult.floorplanViews ? (['floorplan'] as const) : []),
      ...FEATURE_FLAGS.filter((flag) => features.flags[flag]),
    ],
  };
}
