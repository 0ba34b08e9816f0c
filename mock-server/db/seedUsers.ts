import { ADMIN_PERMISSIONS, ALL_PERMISSIONS } from '../../src/contract/permissions';
import { DEMO_PASSWORD } from '../constants';
import { hashPassword } from '../passwords';
import type { Prng } from './prng';
import { avatarDataUrl } from './svg';
import type { SignInState, Tenant, User } from './types';

export const TENANTS: readonly Tenant[] = [
  { id: 'acme', name: 'Acme Corporation', supportEmail: 'it-support@acme.example', sso: null },
  {
    id: 'globex',
    name: 'Globex',
    supportEmail: 'helpdesk@globex.example',
    // The identity provider's address; a path is on the platform itself (the mock simulates the provider there).
    sso: { provider: 'saml', loginUrl: '/rest/v2/auth/sso/globex' },
  },
];

const ORGANIZATIONS: Record<string, { isAdmin: boolean; fmisProvider: string | null }> = {
  acme: { isAdmin: false, fmisProvider: 'Planon' },
  globex: { isAdmin: true, fmisProvider: null },
};

export interface DemoAccount {
  username: string;
  tenantId: string;
  name: string;
  description: string;
  rolesValues: string[];
  permissionsValues: string[];
  signInState: SignInState;
  /** Avatar colour; accounts without one have no picture. */
  avatarColor: string | null;
}

/** The demo accounts (ARCHITECTURE.md); every one signs in with the password "demo". */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    tenantId: 'acme',
    name: 'Alex Morgan',
    description: 'every permission',
    rolesValues: ['admin'],
    permissionsValues: [...ALL_PERMISSIONS],
    signInState: 'active',
    avatarColor: '#1565c0',
  },
  {
    username: 'contentadmin',
    tenantId: 'acme',
    name: 'Chris Lee',
    description: 'content admin (contentrules.edit)',
    rolesValues: ['contentadmin'],
    permissionsValues: ['contentrules.edit'],
    signInState: 'active',
    avatarColor: null,
  },
  {
    username: 'contributor',
    tenantId: 'acme',
    name: 'Sam Patel',
    description: 'content creator (content.edit)',
    rolesValues: ['contentcontributor'],
    permissionsValues: ['content.edit'],
    signInState: 'active',
    avatarColor: null,
  },
  {
    username: 'viewer',
    tenantId: 'acme',
    name: 'Robin Jansen',
    description: 'no console permission (kiosk.view only)',
    rolesValues: [],
    permissionsValues: ['kiosk.view'],
    signInState: 'active',
    avatarColor: null,
  },
  {
    username: 'captcha',
    tenantId: 'acme',
    name: 'Casey Brown',
    description: 'sign-in answers isCaptchaRequired',
    rolesValues: ['admin'],
    permissionsValues: [...ADMIN_PERMISSIONS],
    signInState: 'captcha',
    avatarColor: null,
  },
  {
    username: 'expired',
    tenantId: 'acme',
    name: 'Erin Walsh',
    description: 'sign-in answers mustChangePassword',
    rolesValues: ['admin'],
    permissionsValues: [...ADMIN_PERMISSIONS],
    signInState: 'mustChangePassword',
    avatarColor: null,
  },
  {
    username: 'globex-admin',
    tenantId: 'globex',
    name: 'Hank Scorpio',
    description: 'every permission, tenant globex',
    rolesValues: ['admin'],
    permissionsValues: [...ALL_PERMISSIONS],
    signInState: 'active',
    avatarColor: null,
  },
];

const initialsOf = (name: string): string =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

const hex = (prng: Prng, length: number): string =>
  Array.from({ length }, () => prng.int(0, 15).toString(16)).join('');

export function seedUsers(prng: Prng): User[] {
  return DEMO_ACCOUNTS.map((account) => {
    const tenant = TENANTS.find((candidate) => candidate.id === account.tenantId);
    if (!tenant) throw new Error(`Demo account ${account.username} names an unknown tenant`);
    const salt = hex(prng, 16);
    return {
      id: `u-${account.username}`,
      tenantId: tenant.id,
      username: account.username,
      passwordSalt: salt,
      passwordHash: hashPassword(DEMO_PASSWORD, salt),
      signInState: account.signInState,
      name: account.name,
      languageCode: null,
      organization: { id: tenant.id, name: tenant.name, ...ORGANIZATIONS[tenant.id] },
      rolesValues: [...account.rolesValues],
      permissionsValues: [...account.permissionsValues],
      picture: account.avatarColor ? avatarDataUrl(initialsOf(account.name), account.avatarColor) : null,
    };
  });
}
