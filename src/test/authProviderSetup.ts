/** The auth provider under test with fake platform and device-control APIs, and the answers they give. */
import { vi } from 'vitest';
import type { DcLoginResult } from '../dataProvider/dcAuth';
import type { LoginResponse, PlatformUser } from '../dataProvider/platform';
import { createAuthProvider } from '../authProvider/authProvider';

export const NOW = Date.UTC(2025, 0, 15, 12);
export const jwt = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
};
export const LIVE_TOKEN = jwt({ sub: 'u1', exp: NOW / 1000 + 600 });

export const ADMIN: PlatformUser = {
  id: 'u-admin',
  name: 'Alex Morgan',
  languageCode: 'fr',
  organization: { id: 'acme', name: 'Acme Corporation', isAdmin: false, fmisProvider: 'Planon' },
  rolesValues: ['admin'],
  permissionsValues: ['devices.edit', 'content.edit'],
};

export const CENTRAL = 'https://login.example/login?app=dc&returnUrl=x';

export const setup = (
  loginAnswer: LoginResponse | Error = { accessToken: LIVE_TOKEN },
  user: PlatformUser | Error = ADMIN,
  dcAnswer: Partial<DcLoginResult> | Error = {
    url: CENTRAL,
    isCaptchaRequired: true,
    mustChangePassword: false,
  },
) => {
  const platform = {
    login: vi.fn(async () => {
      if (loginAnswer instanceof Error) throw loginAnswer;
      return loginAnswer;
    }),
    me: vi.fn(async () => {
      if (user instanceof Error) throw user;
      return user;
    }),
    logout: vi.fn(async () => undefined),
    exchangeCode: vi.fn(async (): Promise<LoginResponse> => ({ accessToken: LIVE_TOKEN })),
  };
  const dc = {
    dcLogin: vi.fn(async () => {
      if (dcAnswer instanceof Error) throw dcAnswer;
      return dcAnswer as DcLoginResult;
    }),
  };
  const provider = createAuthProvider({
    platform,
    dc,
    fingerprint: () => 'fp-hash',
    now: () => NOW,
    currentRoute: () => '/kiosk/themes?page=2',
    loginUrl: () => 'https://login.example/',
    consoleUrl: () => 'https://console.example',
  });
  return { platform, provider, dc };
};

export const storedKeys = () => Object.keys(localStorage).sort();
