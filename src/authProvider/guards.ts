/**
 * Route guards and landing routes (001 §2 "Guards"), as pure functions of the user's permissions.
 */
import { ROUTES } from '../domain/addresses';
import { isAdmin, isContentAdmin, isContentCreator, type Permissions } from '../domain/permissions';

/** The shell's areas; each is guarded by one rule. */
export type Area = 'kiosk' | 'workplace' | 'contentadmin' | 'contentlibrary' | 'activity' | 'unauthorized';

/** The areas of the display devices (kiosk: devices, QBIC, profiles, themes), shown after the rights check. */
export const isDeviceArea = (area: Area): boolean => area === 'kiosk';

/** The app an administrator last chose to start in (000 §2.2 app preference); kiosk when none. */
export type AppPreference = 'kiosk' | 'workplace';

/** Where an area sends a user who may not open it, or null when they may. */
export type GuardResult = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * Where a signed-in user starts (and where "/" leads): an administrator the kiosk (or the workplace, if that is
 * their app preference), else content admin, else content library, else /unauthorized.
 */
export const landingRoute = (permissions: Permissions, preference: AppPreference | null = null): string => {
  if (isAdmin(permissions)) return preference === 'workplace' ? ROUTES.workplace : ROUTES.kiosk;
  if (isContentAdmin(permissions)) return ROUTES.contentAdmin;
  if (isContentCreator(permissions)) return ROUTES.contentLibrary;
  return ROUTES.unauthorized;
};

const RULES: Readonly<Record<Area, (permissions: Permissions) => boolean>> = {
  kiosk: isAdmin,
  workplace: isAdmin,
  contentadmin: isContentAdmin,
  contentlibrary: isContentCreator,
  activity: isAdmin,
  unauthorized: () => true,
};

/**
 * Whether the user may open an area; if not, where they go instead: their landing route, which they may always
 * open. Kiosk and workplace need a permission of the admin set, so a user turned away from them goes to content
 * admin, content library or /unauthorized, in that order (001 §2). Content admin and content library need their
 * own permission.
 */
export const guardArea = (
  area: Area,
  permissions: Permissions,
  preference: AppPreference | null = null,
): GuardResult => {
  if (RULES[area](permissions)) return { allowed: true };
  return { allowed: false, redirectTo: landingRoute(permissions, preference) };
};

/** The navigation state a guard's redirect carries: the area the person asked for and could not open. */
export interface TurnedAway {
  turnedAwayFrom: MenuEntry['id'];
}

/**
 * The state of a guard's redirect from `area` to `redirectTo`, so the page reached can say where the person was
 * sent and why; none when they land on /unauthorized, which explains itself, or stay in the same area.
 */
export const turnedAwayState = (area: Area, redirectTo: string): TurnedAway | null => {
  const to = areaOf(redirectTo);
  if (area === 'unauthorized' || to === null || to === 'unauthorized' || to === area) return null;
  return { turnedAwayFrom: area };
};

/** The area a location's state says the person was turned away from, or null. */
export const turnedAwayFrom = (state: unknown): MenuEntry['id'] | null => {
  const from: unknown = (state as Partial<TurnedAway> | null)?.turnedAwayFrom;
  return typeof from === 'string' && Object.hasOwn(RULES, from) && from !== 'unauthorized'
    ? (from as MenuEntry['id'])
    : null;
};

/** Which area a path belongs to, or null for paths outside the guarded shell. */
export const areaOf = (path: string): Area | null => {
  const first = path.split(/[?#]/)[0].split('/').filter(Boolean)[0];
  return first !== undefined && Object.hasOwn(RULES, first) ? (first as Area) : null;
};

/**
 * The entries of the drawer menu the user may see, in the order the menu lists them (001 §2 Header); the activity
 * log (issue 34) comes last, for administrators.
 */
export interface MenuEntry {
  id: 'kiosk' | 'workplace' | 'contentlibrary' | 'contentadmin' | 'activity';
  to: string;
}

export const menuEntries = (permissions: Permissions): MenuEntry[] => {
  const entries: MenuEntry[] = [];
  if (isAdmin(permissions))
    entries.push({ id: 'kiosk', to: ROUTES.kiosk }, { id: 'workplace', to: ROUTES.workplace });
  if (isContentCreator(permissions)) entries.push({ id: 'contentlibrary', to: ROUTES.contentLibrary });
  if (isContentAdmin(permissions)) entries.push({ id: 'contentadmin', to: ROUTES.contentAdmin });
  if (isAdmin(permissions)) entries.push({ id: 'activity', to: ROUTES.activity });
  return entries;
};
