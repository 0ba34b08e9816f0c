/**
 * The workplace app's configuration and settings (001 §3), shared by the console and the mock backend.
 * Types and defaults only: no React, no browser APIs.
 */

/** Branding and theme logos are shown as text or as a logo (001 §3). */
export type LogoKind = 'text' | 'logo';

/** The four logos and the `theme` value of their upload (001 §7 POST /rest/workplace/media, 000 §3 theme modes). */
export const LOGO_SLOTS = ['dark', 'light', 'brand dark', 'brand light'] as const;
export type LogoSlot = (typeof LOGO_SLOTS)[number];

export interface WorkplaceTheme {
  accentColor: string;
  brandingType: LogoKind;
  themeLogoType: LogoKind;
  brandingText: string;
  /** One branding logo for both the dark and the light app. */
  useSameBrandingLogo: boolean;
  /** Address of the branding logo on a dark background ('' when none). */
  brandingDarkLogo: string;
  brandingLightLogo: string;
  /** One theme logo for both modes. */
  useSameLogo: boolean;
  lightThemeLogoURL: string;
  darkThemeLogoURL: string;
}

/** The workplace feature flags of 000 §3 besides floor plan views, which the floorplan feature carries. */
export const FEATURE_FLAGS = [
  'equipmentAndServices',
  'recurrence',
  'bookTicket',
  'request',
  'feedbackTile',
  'bookingOffHours',
  'ticketingConfiguration',
  'touchFreeKiosk',
  'confidential',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The floor plan views the workplace app can show. */
export const FLOORPLAN_VIEWS = ['2d', '3d', 'list'] as const;
export type FloorplanView = (typeof FLOORPLAN_VIEWS)[number];

export interface WorkplaceFeatures {
  floorplan: {
    consult: { floorplanViews: boolean };
    availableViews: FloorplanView[];
    selectedFloorplanViews: FloorplanView[];
  };
  flags: Record<FeatureFlag, boolean>;
}

/** A configuration as the backend answers it (live or preview). */
export interface WorkplaceConfig {
  theme: WorkplaceTheme;
  features: WorkplaceFeatures;
  /** True for a pushed preview. */
  isPreviewEnabled: boolean;
  /** When the tenant's workplace configuration (live or preview) last changed, epoch ms. */
  lastModified: number;
}

/** What a save or a preview sends: the configuration and the lastModified it was built on. */
export interface WorkplaceConfigDraft {
  theme: WorkplaceTheme;
  features: WorkplaceFeatures;
  lastModified: number;
}

/** Workplace settings (001 §3): emailIDs is a comma list of user uids. */
export interface WorkplaceSettings {
  emailIDs: string;
  isPreviewEnabled: boolean;
}

/** A user of the tenant's directory (001 §3 "User lookup result"). */
export interface DirectoryUser {
  email: string;
  id: number;
  mcsLoginID: string;
  name: string;
  uid: string;
}

/** The settings as read: besides the spec's fields, the chosen users' directory entries (for their chips). */
export interface WorkplaceSettingsView extends WorkplaceSettings {
  users: DirectoryUser[];
}

const DEFAULT_ACCENT_COLOR = '#1976d2';

export const defaultWorkplaceTheme = (): WorkplaceTheme => ({
  accentColor: DEFAULT_ACCENT_COLOR,
  brandingType: 'text',
  themeLogoType: 'text',
  brandingText: 'Workplace',
  useSameBrandingLogo: true,
  brandingDarkLogo: '',
  brandingLightLogo: '',
  useSameLogo: true,
  lightThemeLogoURL: '',
  darkThemeLogoURL: '',
});

export const defaultWorkplaceFeatures = (): WorkplaceFeatures => ({
  floorplan: {
    consult: { floorplanViews: true },
    availableViews: ['2d', 'list'],
    selectedFloorplanViews: ['2d'],
  },
  flags: {
    equipmentAndServices: true,
    recurrence: true,
    bookTicket: false,
    request: true,
    feedbackTile: false,
    bookingOffHours: false,
    ticketingConfiguration: false,
    touchFreeKiosk: false,
    confidential: false,
  },
});

/** The field of the theme that holds a slot's logo address. */
export const LOGO_FIELD: Readonly<Record<LogoSlot, keyof WorkplaceTheme>> = {
  dark: 'darkThemeLogoURL',
  light: 'lightThemeLogoURL',
  'brand dark': 'brandingDarkLogo',
  'brand light': 'brandingLightLogo',
};
