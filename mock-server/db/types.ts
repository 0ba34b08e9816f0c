/** Shape of the mock database file. Every record of a tenant-owned collection carries tenantId. */

import type { Device as ConsoleDevice, NamedRef } from '../../src/domain/device';
import type { DeviceStatus, DisplayType } from '../../src/contract/displayTypes';
import type { ProfileRecord } from '../../src/domain/looks/profileModel';
import type { ThemeMode, ThemeRecord } from '../../src/domain/looks/themeModel';
import type { IpRangeRecord, TenantSettings as ConsoleTenantSettings } from '../../src/contract/tenant';
import type { ConfigurationEntry } from '../../src/domain/deviceConfiguration';
import type {
  LogoSlot,
  WorkplaceFeatures,
  WorkplaceSettings as ConsoleWorkplaceSettings,
  WorkplaceTheme,
} from '../../src/domain/workplace/types';
import type { ContentItem } from '../../src/domain/content/contentModel';
import type { ContentRule } from '../../src/domain/content/ruleModel';
import type { LocationLevel } from '../../src/contract/locations';
import type { StoredRecord } from '../records/collections';

export type { ConfigurationEntry, DeviceStatus, DisplayType };
export type Ref = NamedRef;

export {
  CONFIGURABLE_TYPES,
  DEVICE_STATUSES,
  DISPLAY_TYPES,
  type ConfigurableType,
} from '../../src/contract/displayTypes';

export interface Tenant {
  id: string;
  name: string;
  supportEmail: string;
  sso: { provider: 'saml'; loginUrl: string } | null;
}

export type SignInState = 'active' | 'captcha' | 'mustChangePassword';

interface Organization {
  id: string;
  name: string;
  isAdmin: boolean;
  fmisProvider: string | null;
}

export interface User {
  id: string;
  tenantId: string;
  username: string;
  passwordSalt: string;
  passwordHash: string;
  signInState: SignInState;
  name: string;
  /** The language the user chose (PUT /languages/); null until they choose one, so the browser's applies. */
  languageCode: string | null;
  organization: Organization;
  rolesValues: string[];
  permissionsValues: string[];
  picture: string | null;
}

export interface Owned {
  tenantId: string;
}

export interface Region extends Owned, Ref {}
export interface Building extends Owned, Ref {
  region: Ref;
}
export interface Floor extends Owned, Ref {
  level: number;
  building: Ref;
  region: Ref;
}
export interface Room extends Owned, Ref {
  floor: Ref;
  building: Ref;
  region: Ref;
  reservable: boolean;
  capacity: number;
}
export interface Location extends Owned, Ref {
  level: LocationLevel;
  parentId: string | null;
}
interface Group extends Owned, Ref {}

/** A profile or theme as stored: the console's record plus the owning tenant. */
export interface Profile extends Owned, ProfileRecord {}
export type { ThemeMode };
export interface Theme extends Owned, ThemeRecord {}

/** An IP range exactly as the console reads it, plus the owning tenant kept server-side. */
export interface IpRange extends IpRangeRecord, Owned {}

/** Tenant settings exactly as the console reads them, plus the owning tenant kept server-side. */
export interface TenantSettings extends ConsoleTenantSettings, Owned {}

/** Workplace settings exactly as the console saves them, plus the owning tenant. */
export interface WorkplaceSettings extends ConsoleWorkplaceSettings, Owned {}

/** A tenant's workplace configuration: the live one, or the pushed preview (at most one of each). */
export interface WorkplaceConfigRecord extends Owned {
  kind: 'live' | 'preview';
  theme: WorkplaceTheme;
  features: WorkplaceFeatures;
}

/** When a tenant's workplace configuration last changed (live or preview), epoch ms. */
export interface WorkplaceStamp extends Owned {
  lastModified: number;
}

/** A logo uploaded for the workplace app: its file (under `media/<tenant>/`) is served back by its name. */
export interface WorkplaceMedia extends Owned {
  /** The file name (records written before logos were files get it at start). */
  id: string;
  fileName: string;
  theme: LogoSlot;
  config: 'DEFAULT' | 'PREVIEW';
  contentType: string;
  size: number;
  /** The image itself, base64, in data files written before logos were files (moved to a file at start). */
  data?: string;
  uploadedAt: string;
}

/** The tenant's preferences (001 §7 GET/POST /tenant/preferences): the app the console opens by default. */
export interface TenantPreferences extends Owned {
  defaultApp: 'KIOSK' | 'WORKPLACE' | null;
}

/** The record /device/all lists, exactly the console's type, plus the owning tenant kept server-side. */
export interface Device extends ConsoleDevice, Owned {}

export interface DeviceConfiguration extends Owned {
  id: string;
  deviceId: string;
  configurations: ConfigurationEntry[];
  modifiedDate: string;
}

/** The latest screenshot a display sent, as base64 JPEGs (full size and thumbnail). */
export interface Screenshot extends Owned {
  deviceId: string;
  takenAt: string;
  image: string;
  thumbnail: string;
}

/** A content library item as the console reads it, plus the tenant and when its rules last changed. */
export interface ContentItemRecord extends ContentItem, Owned {
  rulesModifiedDate?: string;
}

/** A content rule as the console reads it, plus the owning tenant. */
export interface ContentRuleRecord extends ContentRule, Owned {}

interface RevokedSession {
  sid: string;
  /**
   * Epoch seconds: the latest expiry of the session's tokens known at sign-out (the signed-out token's own `exp`
   * at least); after it no token of the session can be used anyway, so the entry can go.
   */
  until: number;
}

/** Everything the seed makes. */
export interface SeedData {
  tenants: Tenant[];
  users: User[];
  regions: Region[];
  buildings: Building[];
  floors: Floor[];
  rooms: Room[];
  locations: Location[];
  groups: Group[];
  profiles: Profile[];
  themes: Theme[];
  ipRanges: IpRange[];
  tenantSettings: TenantSettings[];
  devices: Device[];
  configurations: DeviceConfiguration[];
  screenshots: Screenshot[];
  contentItems: ContentItemRecord[];
  contentRules: ContentRuleRecord[];
  workplaceSettings: WorkplaceSettings[];
  workplaceConfigs: WorkplaceConfigRecord[];
  workplaceStamps: WorkplaceStamp[];
  workplaceMedia: WorkplaceMedia[];
  tenantPreferences: TenantPreferences[];
  recordActivity: StoredRecord[];
  recordRollouts: StoredRecord[];
  recordPlayers: StoredRecord[];
  recordBaselines: StoredRecord[];
  recordSheets: StoredRecord[];
}

export interface DbMeta {
  schemaVersion: number;
  /** HS256 key of this data file, generated once so that a restart keeps sessions valid. */
  jwtSecret: string;
  createdAt: string;
  seededDevices: number;
  /** A records server's file (`npm run records`): the records collections only, nothing of the platform's seed. */
  recordsOnly?: boolean;
}

export interface DbData extends SeedData {
  meta: DbMeta;
  revokedSessions: RevokedSession[];
}

export type CollectionName = Exclude<keyof DbData, 'meta'>;

/** Every collection, checked complete by the compiler; used to fill collections an older file lacks. */
const COLLECTIONS: Record<CollectionName, true> = {
  tenants: true,
  users: true,
  regions: true,
  buildings: true,
  floors: true,
  rooms: true,
  locations: true,
  groups: true,
  profiles: true,
  themes: true,
  ipRanges: true,
  tenantSettings: true,
  devices: true,
  configurations: true,
  screenshots: true,
  contentItems: true,
  contentRules: true,
  workplaceSettings: true,
  workplaceConfigs: true,
  workplaceStamps: true,
  workplaceMedia: true,
  tenantPreferences: true,
  recordActivity: true,
  recordRollouts: true,
  recordPlayers: true,
  recordBaselines: true,
  recordSheets: true,
  revokedSessions: true,
};
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
