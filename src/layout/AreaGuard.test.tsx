import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePermissions, type AuthProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Area } from '../authProvider/guards';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { renderInAdmin } from '../test/renderInAdmin';
import { AreaGuard } from './AreaGuard';
import { LandingRedirect } from './LandingRedirect';
import { TurnedAwayNotice } from './TurnedAwayNotice';

const authWith = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
});

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const Permissions = () => {
  const { permissions } = usePermissions<string[]>();
  return <span data-testid="permissions">{(permissions ?? []).join(',')}</span>;
};

const visit = async (area: Area, permissions: string[]) => {
  await renderInAdmin(
    <>
      <Routes>
        <Route path={`/${area}`} element={<AreaGuard area={area}>{<p>inside {area}</p>}</AreaGuard>} />
        <Route path="/" element={<LandingRedirect />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route: `/${area}`, authProvider: authWith(permissions) },
  );
};

describe('AreaGuard', () => {
  it('shows the area to a user its rule allows', async () => {
    await visit('kiosk', ['devices.edit']);
    expect(await screen.findByText('inside kiosk')).toBeTruthy();
  });

  it.each([
    ['kiosk', ['contentrules.edit'], '/contentadmin'],
    ['workplace', ['content.edit'], '/contentlibrary'],
    ['kiosk', ['kiosk.view'], '/unauthorized'],
    ['contentadmin', ['content.edit'], '/contentlibrary'],
    ['contentlibrary', ['users.edit'], '/kiosk'],
  ] as const)('sends a user from %s with %j to %s', async (area, permissions, target) => {
    await visit(area, [...permissions]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(target));
    expect(screen.queryByText(`inside ${area}`)).toBeNull();
  });

  it('honours the remembered app preference of an administrator', async () => {
    localStorage.setItem(STORAGE_KEYS.appPreference, 'WORKPLACE');
    await visit('contentadmin', ['devices.edit']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/workplace'));
  });
});

describe('TurnedAwayNotice', () => {
  const arrive = (permissions: string[], route: string) =>
    renderInAdmin(
      <>
        <Routes>
          <Route path="/contentadmin" element={<AreaGuard area="contentadmin">rules</AreaGuard>} />
          <Route path="/contentlibrary" element={<AreaGuard area="contentlibrary">library</AreaGuard>} />
          <Route path="/kiosk" element={<AreaGuard area="kiosk">kiosk</AreaGuard>} />
        </Routes>
        <TurnedAwayNotice />
        <Where />
      </>,
      { route, authProvider: authWith(permissions) },
    );

  it('says where a contributor sent away from the content admin was taken, and why, until closed', async () => {
    await arrive(['content.edit'], '/contentadmin');
    const notice = await screen.findByTestId('turned-away');
    expect(screen.getByTestId('where').textContent).toBe('/contentlibrary');
    expect(notice.textContent).toBe(
      'Your account does not have the permissions for “Content admin”, so you were taken to “Custom content”.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('turned-away')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/contentlibrary');
  });

  it('says nothing to a person who opened an area they may use', async () => {
    await arrive(['content.edit'], '/contentlibrary');
    expect(await screen.findByText('library')).toBeTruthy();
    expect(screen.queryByTestId('turned-away')).toBeNull();
  });
});

/** The shell without a child at '/', with where the router is and the permissions it has seen. */
const showLanding = (permissions: string[]) =>
  renderInAdmin(
    <>
      <Routes>
        <Route path="/" element={<LandingRedirect />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <Permissions />
    </>,
    { authProvider: authWith(permissions) },
  );

describe('LandingRedirect', () => {
  it('sends the shell without a child to the landing route', async () => {
    await showLanding(['contentrules.edit']);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/contentadmin'));
  });

  it('sends no one anywhere once the browser has moved on from the address it was shown for', async () => {
    // The menu is there while the permissions are on the way; a person who picks an area moves the browser's
    // address at once, before the router renders what this page showed for '/'.
    window.history.pushState(null, '', '/workplace');
    try {
      await showLanding(['devices.edit']);
      // Once the permissions are known (the landing would be /kiosk), the page has nowhere to send anyone.
      await waitFor(() => expect(screen.getByTestId('permissions').textContent).toBe('devices.edit'));
      expect(screen.getByTestId('where').textContent).toBe('/');
    } finally {
      window.history.pushState(null, '', '/');
    }
  });
});
