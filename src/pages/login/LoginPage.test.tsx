import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AuthRedirectError } from '../../authProvider/authProvider';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import { renderInAdmin } from '../../test/renderInAdmin';
import { preloadLanding } from '../lazyPages';
import { LoginPage } from './LoginPage';

// The sign-in page loads the landing modules while it waits: the file ends once they have, so that none is still
// loading when its environment is gone (on a busy machine the last one arrived in another file's tests).
afterAll(() => preloadLanding());

const Where = () => {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
};

const showLogin = async (route: string, login: AuthProvider['login'], noSso = false) => {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) ?? '[]'),
  };
  await renderInAdmin(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage noSso={noSso} />} />
        <Route path="/no-sso" element={<LoginPage noSso />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route, authProvider },
  );
};

const submit = (username: string) => {
  fireEvent.change(screen.getByLabelText(/User name/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

/** A sign-in that stores a session the way the auth provider does. */
const storingLogin = (permissions: string[]) =>
  vi.fn(async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 't');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions));
  });

describe('LoginPage', () => {
  it.each([
    ['the return URL', '/login?app=dc&returnUrl=%2Fkiosk%2Fthemes%3Fpage%3D2', null, '/kiosk/themes?page=2'],
    // The central login came back without a return URL: the route kept at sign-out.
    ['the last route kept at sign-out', '/login?app=dc', '/kiosk/themes?page=3', '/kiosk/themes?page=3'],
  ])('opens %s after signing in', async (_, route, lastRoute, target) => {
    if (lastRoute) localStorage.setItem(STORAGE_KEYS.lastRoute, lastRoute);
    const login = storingLogin(['devices.edit']);
    await showLogin(route, login);
    submit('admin');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(target));
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'demo', returnUrl: target });
  });

  it('signs in with the code in a window of its own, opens no console there, and tries to close it', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const route = '/login?app=dc&returnUrl=%2Fkiosk&window=separate&code=abcdefgh1234';
    const login = storingLogin(['devices.edit']);
    await showLogin(route, login);
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ code: 'abcdefgh1234' });
    // The window closes itself once shown (an effect, which may run after the heading is found).
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.getByTestId('where').textContent).toBe(route);
    fireEvent.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(close).toHaveBeenCalledTimes(2);
    // The first tab may have been closed meanwhile: asked to, the console opens here.
    fireEvent.click(screen.getByRole('link', { name: 'Open the console here' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/kiosk'));
    close.mockRestore();
  });

  it('opens the landing route of the user without a return URL', async () => {
    await showLogin('/login', storingLogin(['content.edit']));
    submit('contributor');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/contentlibrary'));
  });

  it.each([
    ['captcha', 'For your security, this sign-in needs a captcha check.'],
    ['mustChangePassword', 'Your password has expired and must be changed before you can sign in.'],
  ] as const)(
    'opens the redirect dialog for %s, with a link to the central login',
    async (reason, message) => {
      await showLogin(
        '/login?returnUrl=%2Fkiosk',
        vi.fn(async () => {
          throw new AuthRedirectError(reason);
        }),
      );
      submit('captcha');
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText(/The central sign-in page opens in a new window/)).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Open sign-in page' });
      const central = new URL(link.getAttribute('href') ?? '');
      expect(central.pathname).toBe('/login');
      expect(central.searchParams.get('app')).toBe('dc');
      expect(central.searchParams.get('returnUrl')).toMatch(
        /^https?:\/\/[^/]+\/login\?app=dc&returnUrl=%2Fkiosk&window=separate$/,
      );
      expect(link.getAttribute('target')).toBe('_blank');
      expect(screen.getByTestId('where').textContent).toBe('/login?returnUrl=%2Fkiosk');
    },
  );

  it('opens the central login the device-control sign-in named, with its reason', async () => {
    const named = 'https://login.example/login?app=dc&returnUrl=https%3A%2F%2Fconsole.example%2Flogin';
    const login = vi.fn(async () => {
      throw new AuthRedirectError('mustChangePassword', named);
    });
    await showLogin('/login?returnUrl=%2Fkiosk', login);
    submit('expired');
    expect(
      await screen.findByText('Your password has expired and must be changed before you can sign in.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open sign-in page' }).getAttribute('href')).toBe(named);
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ returnUrl: '/kiosk' }));
  });

  it('shows a wrong password as an error and stays', async () => {
    await showLogin(
      '/login',
      vi.fn(async () => {
        throw Object.assign(new Error('Invalid user name or password'), { code: 10001 });
      }),
    );
    submit('admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong user name or password');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('says why the user was signed out', async () => {
    await showLogin('/login?reason=idle', vi.fn());
    expect(screen.getByText('You were signed out after 20 minutes without activity.')).toBeTruthy();
  });

  it('offers single sign-on on /login only', async () => {
    await showLogin('/login', vi.fn());
    expect(screen.getByRole('button', { name: 'Use single sign-on (SSO)' })).toBeTruthy();
    await showLogin('/no-sso', vi.fn(), true);
    expect(screen.getAllByRole('button', { name: 'Use single sign-on (SSO)' })).toHaveLength(1);
  });
});
