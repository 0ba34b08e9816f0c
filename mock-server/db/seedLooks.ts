import { profileDefaults, type ProfileFields } from '../../src/domain/looks/profileModel';
import { THEME_MODES } from '../../src/domain/looks/themeModel';
import type { Prng } from './prng';
import { logoDataUrl } from './svg';
import {
  CONFIGURABLE_TYPES,
  type ConfigurableType,
  type IpRange,
  type Profile,
  type Tenant,
  type TenantSettings,
  type Theme,
  type ThemeMode,
} from './types';

const DAY_MS = 86_400_000;

const PROFILE_NAMES: Record<ConfigurableType, readonly string[]> = {
  RD: ['Standard room display', 'Executive room display'],
  FD: ['Lobby floor display', 'Office floor display'],
  FBD: ['Washroom feedback', 'Canteen feedback'],
};
const TYPE_NAMES: Record<ConfigurableType, string> = { RD: 'room', FD: 'floor', FBD: 'feedback' };
const MODE_NAMES: Record<ThemeMode, string> = {
  dark: 'Dark',
  light: 'Light',
  brandDark: 'Brand dark',
  brandLight: 'Brand light',
};
const ACCENT_COLORS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f'];

const pastDate = (prng: Prng, now: number): string => new Date(now - prng.int(1, 120) * DAY_MS).toISOString();

/** Settings that set a seeded profile apart from the defaults, by display type and position. */
const PROFILE_VARIANTS: Record<ConfigurableType, readonly Partial<ProfileFields>[]> = {
  RD: [
    { checkInEnabled: true, checkInBeforeMinutes: 5, checkInAfterMinutes: 10 },
    {
      showOrganizer: false,
      showSubject: false,
      checkInEnabled: true,
      checkInAfterMinutes: 15,
      releaseUnconfirmed: true,
      maxBookingMinutes: 120,
    },
  ],
  FD: [
    { allowAdHocBooking: false, idleMinutes: 30 },
    { showSubject: false, clockFormat: '12h' },
  ],
  FBD: [{ idleMinutes: 5 }, { screenSaverEnabled: false }],
};

/** Two profiles per display type; the tenant's language; no draws from the generator besides the date. */
export function seedProfiles(tenant: Tenant, prng: Prng, now: number): Profile[] {
  const language = tenant.id === 'globex' ? 'de' : 'en';
  return CONFIGURABLE_TYPES.flatMap((type) =>
    PROFILE_NAMES[type].map((name, index) => ({
      ...profileDefaults(),
      ...PROFILE_VARIANTS[type][index],
      id: `prof-${tenant.id}-${type.toLowerCase()}-${index + 1}`,
      tenantId: tenant.id,
      name,
      type,
      description: `${name} for ${tenant.name}`,
      language,
      version: 1,
      modifiedDate: pastDate(prng, now),
      modifiedBy: null,
    })),
  );
}

/** A text logo fits the logo text limit (15 characters): the first word of the tenant's name. */
const brandOf = (tenant: Tenant): string => tenant.name.split(' ')[0];

/** One theme per mode and display type; brand modes carry an image logo, the others a text logo. */
export function seedThemes(tenant: Tenant, prng: Prng, now: number): Theme[] {
  return CONFIGURABLE_TYPES.flatMap((type) =>
    THEME_MODES.map((mode, index) => {
      const accentColor = prng.pick(ACCENT_COLORS);
      const image = mode === 'brandDark' || mode === 'brandLight';
      return {
        id: `theme-${tenant.id}-${type.toLowerCase()}-${index + 1}`,
        tenantId: tenant.id,
        name: `${MODE_NAMES[mode]} ${TYPE_NAMES[type]} theme`,
        type,
        mode,
        accentColor,
        logoType: image ? 'image' : 'text',
        logoText: image ? null : brandOf(tenant),
        logoUrl: image ? logoDataUrl(brandOf(tenant), accentColor, mode === 'brandDark') : null,
        version: 1,
        modifiedDate: pastDate(prng, now),
        modifiedBy: null,
      };
    }),
  );
}

const IP_RANGES: Record<string, readonly Omit<IpRange, 'tenantId' | 'rangeId'>[]> = {
  acme: [{ name: 'Lab', firstIp: '127.0.0.2', lastIp: '127.0.0.13' }],
  globex: [{ name: 'Head office', firstIp: '10.20.0.10', lastIp: '10.20.0.60' }],
};

export function seedIpRanges(tenant: Tenant): IpRange[] {
  return (IP_RANGES[tenant.id] ?? []).map((range, index) => ({
    rangeId: `range-${tenant.id}-${index + 1}`,
    tenantId: tenant.id,
    ...range,
  }));
}

/** Letters and digits of offline login keys (no 0/O, 1/I look-alikes). */
export const OFFLINE_KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OFFLINE_KEY_LENGTH = 12;

export function seedTenantSettings(tenant: Tenant, prng: Prng): TenantSettings {
  const acme = tenant.id === 'acme';
  return {
    tenantId: tenant.id,
    emailId: acme ? 'facilities@acme.example,it-support@acme.example' : '',
    isEmailNotificationEnabled: acme,
    enableQbicSecurity: acme,
    language: acme ? 'en' : 'de',
    allowKioskToManagePassword: acme,
    offlineLoginKey: Array.from({ length: OFFLINE_KEY_LENGTH }, () =>
      prng.pick([...OFFLINE_KEY_ALPHABET]),
    ).join(''),
  };
}
