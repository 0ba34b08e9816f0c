/**
 * Who may see what (000 §6, 001 §6, 001 §2 guards), as pure functions of the user's permission list.
 */

import {
  ADMIN_PERMISSIONS,
  CONTENT_ADMIN_PERMISSION,
  CONTENT_CREATOR_PERMISSION,
} from '../contract/permissions';

export { ADMIN_PERMISSIONS };

/** Any one of these makes the user an administrator (000 §6, "admin-type set"). */
const ADMIN_SET: ReadonlySet<string> = new Set(ADMIN_PERMISSIONS);

export type Permissions = readonly string[];

export const isAdmin = (permissions: Permissions): boolean =>
  permissions.some((permission) => ADMIN_SET.has(permission));

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
  activity: isAdmin,
};

/** Whether a resource or area has a rule of its own; one without is denied to everyone. */
export const hasAccessRule = (resource: string): boolean => Object.hasOwn(RULES, resource);

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
