/**
 * Who may see what (000 §6, 001 §6, 001 §2 guards), as pure functions of the user's permission list.
 */

/** Any one of these makes the user an administrator (000 §6, "admin-type set"). */
export const ADMIN_PERMISSIONS: ReadonlySet<string> = new Set([
  'users.edit',
  'settings.edit',
  'devices.edit',
  'roles.edit',
  'settings.saml',
  'kiosks.edit',
  'plans.edit',
]);

/** Content admin: edits content rules. */
export const CONTENT_ADMIN_PERMISSION = 'contentrules.edit';
/** Content creator: edits the custom content library. */
export const CONTENT_CREATOR_PERMISSION = 'content.edit';

export type Permissions = readonly string[];

export const isAdmin = (permissions: Permissions): boolean =>
  permissions.some((permission) => ADMIN_PERMISSIONS.has(permission));

export const isContentAdmin = (permissions: Permissions): boolean =>
  permissions.includes(CONTENT_ADMIN_PERMISSION);

export const isContentCreator = (permissions: Permissions): boolean =>
  permissions.includes(CONTENT_CREATOR_PERMISSION);

type Rule = (permissions: Permissions) => boolean;

/** Resources and areas (react-admin resources and route areas) with the rule guarding them. */
const RULES: Readonly<Record<string, Rule>> = {
  devices: isAdmin,
  profiles: isAdmin,
  themes: isAdmin,
  qbic: isAdmin,
  kiosk: isAdmin,
  workplace: isAdmin,
  contentRules: isContentAdmin,
  contentadmin: isContentAdmin,
  contentItems: isContentCreator,
  contentlibrary: isContentCreator,
};

export interface AccessRequest {
  action: string;
  resource: string;
  record?: unknown;
}

/**
 * react-admin's canAccess as a pure function: every action on a resource follows the resource's rule;
 * anything not in the table is denied.
 */
export const canAccess = (permissions: Permissions, { resource }: AccessRequest): boolean => {
  const rule = Object.hasOwn(RULES, resource) ? RULES[resource] : undefined;
  return rule ? rule(permissions) : false;
};
