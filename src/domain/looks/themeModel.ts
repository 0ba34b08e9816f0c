/**
 * Themes of room, floor and feedback displays: a mode (000 §3 theme modes), an accent colour and a logo that is
 * a short text or a small image sent as a data URL. Shared by the console and the mock server.
 */
import { BRANDING_TEXT_MAX, LOGO_MAX_BYTES } from '../../contract/constants';
import {
  checkFields,
  checkRule,
  pickFields,
  valueOf,
  type Issue,
  type Issues,
  type Rules,
  type Values,
} from './fieldRules';
import type { LookMeta, LookUsage } from './lookTypes';

export const THEME_MODES = ['dark', 'light', 'brandDark', 'brandLight'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LOGO_TYPES = ['text', 'image'] as const;
type LogoType = (typeof LOGO_TYPES)[number];
/** Image formats a logo may have; SVG is shown through <img>, where it cannot run scripts. */
export const LOGO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
const THEME_NAME_MAX = 60;

export interface ThemeFields {
  /** The label people pick the theme by; unique per tenant and display type (60012). */
  name: string;
  mode: ThemeMode;
  accentColor: string;
  logoType: LogoType;
  /** Set when logoType is text, else null. */
  logoText: string | null;
  /** A data URL when logoType is image, else null. */
  logoUrl: string | null;
}

export type ThemeRecord = LookMeta & ThemeFields;
export type Theme = ThemeRecord & LookUsage;

/** The fields a person edits, in the order forms and comparisons show them. */
export const THEME_FIELDS: readonly (keyof ThemeFields)[] = [
  'name',
  'mode',
  'accentColor',
  'logoType',
  'logoText',
  'logoUrl',
];

export const THEME_RULES: Rules<'name' | 'mode' | 'accentColor' | 'logoType'> = {
  name: { kind: 'text', max: THEME_NAME_MAX, required: true },
  mode: { kind: 'choice', choices: THEME_MODES },
  accentColor: { kind: 'color' },
  logoType: { kind: 'choice', choices: LOGO_TYPES },
};
const LOGO_TEXT_RULE = { kind: 'text', max: BRANDING_TEXT_MAX, required: true } as const;

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const KB = 1000;

/** Bytes of the data a base64 text holds. */
export const base64Bytes = (base64: string): number => {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};

/** The issue of an image size, or null when it fits (sizes in kB for the message). */
export const logoSizeIssue = (bytes: number): Issue | null =>
  bytes > LOGO_MAX_BYTES
    ? { code: 'logo_too_large', args: { size: Math.ceil(bytes / KB), max: Math.floor(LOGO_MAX_BYTES / KB) } }
    : null;

export const isLogoImageType = (type: string): boolean =>
  (LOGO_IMAGE_TYPES as readonly string[]).includes(type);

/** A logo image must be a base64 data URL of an accepted format, at most LOGO_MAX_BYTES once decoded. */
export function checkLogoDataUrl(value: unknown): Issue | null {
  if (value === undefined || value === null || value === '') return { code: 'required' };
  const match = typeof value === 'string' ? DATA_URL.exec(value) : null;
  if (!match) return { code: 'logo_unreadable' };
  if (!isLogoImageType(match[1])) return { code: 'logo_type' };
  return logoSizeIssue(base64Bytes(match[2]));
}

/** Every broken rule of a theme's fields, by field. */
export function themeIssues(values: Values): Issues<keyof ThemeFields> {
  const issues: Issues<keyof ThemeFields> = checkFields(values, THEME_RULES);
  const logoType = valueOf(values, 'logoType');
  if (logoType === 'text') {
    const issue = checkRule(valueOf(values, 'logoText'), LOGO_TEXT_RULE);
    if (issue) issues.logoText = issue;
  } else if (logoType === 'image') {
    const issue = checkLogoDataUrl(valueOf(values, 'logoUrl'));
    if (issue) issues.logoUrl = issue;
  }
  return issues;
}

/** The stored fields of a theme without issues: text trimmed, the unused logo field null. */
export function cleanTheme(values: Values): ThemeFields {
  const fields = pickFields(values, THEME_RULES) as Omit<ThemeFields, 'logoText' | 'logoUrl'>;
  const text = fields.logoType === 'text';
  return {
    ...fields,
    logoText: text ? String(valueOf(values, 'logoText')).trim() : null,
    logoUrl: text ? null : String(valueOf(values, 'logoUrl')),
  };
}

/** Labels compare trimmed and without regard to case: "Lobby" and " lobby" are the same label. */
export const sameLabel = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A new theme's starting values. */
export const themeDefaults = (): ThemeFields => ({
  name: '',
  mode: 'light',
  accentColor: '#1565c0',
  logoType: 'text',
  logoText: '',
  logoUrl: null,
});
