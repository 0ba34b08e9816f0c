import { USER_ROLES } from '../contract/permissions';

/**
 * The user's roles (001 §6 `rolesValues`) as the profile shows them: the known roles of 000 §6 by their name in
 * the UI language, in the documents' order, any other role as the auth service spells it; each once. What a
 * person may open follows the permissions alone (001 §6: admin, content admin and content creation are
 * permissions), so the roles only tell who one is.
 */
export function roleNames(roles: readonly string[], translate: (key: string) => string): string[] {
  const given = new Set(roles.map((role) => role.trim()).filter(Boolean));
  const known = USER_ROLES.filter((role) => given.has(role)).map((role) =>
    translate(`dm.shell.profile.role.${role}`),
  );
  const others = [...given].filter((role) => !(USER_ROLES as readonly string[]).includes(role));
  return [...known, ...others];
}
