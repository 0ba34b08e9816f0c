import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { DeviceRightsCheck, RightsOutcome } from '../authProvider/deviceRights';
import { SessionContext } from '../authProvider/sessionContext';
import { deferred } from '../test/deferred';
import { renderInAdmin } from '../test/renderInAdmin';
import { DeviceRightsGate } from './DeviceRightsGate';

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const checkAnswering = (answer: Promise<RightsOutcome>, known: RightsOutcome | null = null) => {
  const check = vi.fn(() => answer);
  const rights: DeviceRightsCheck = { check, known: () => known };
  return { rights, check };
};

const show = async (rights: DeviceRightsCheck, signOut = vi.fn()) => {
  await renderInAdmin(
    <SessionContext.Provider value={{ signOut, ended: vi.fn() }}>
      <Routes>
        <Route
          path="/kiosk/*"
          element={
            <DeviceRightsGate>
              <p>the devices</p>
            </DeviceRightsGate>
          }
        />
        <Route path="/unauthorized" element={<p>not for you</p>} />
      </Routes>
      <Where />
    </SessionContext.Provider>,
    { route: '/kiosk/devices', rights },
  );
  return signOut;
};

describe('DeviceRightsGate', () => {
  it('shows the area only once the backend has said yes', async () => {
    const answer = deferred<RightsOutcome>();
    const { rights } = checkAnswering(answer.promise);
    await show(rights);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('the devices')).toBeNull();
    answer.resolve({ kind: 'allowed' });
    expect(await screen.findByText('the devices')).toBeTruthy();
  });

  it('shows a kept answer at once without asking again', async () => {
    const { rights, check } = checkAnswering(Promise.resolve({ kind: 'allowed' }), { kind: 'allowed' });
    await show(rights);
    expect(screen.getByText('the devices')).toBeTruthy();
    expect(check).not.toHaveBeenCalled();
  });

  it('sends a person without the rights to /unauthorized', async () => {
    const { rights } = checkAnswering(Promise.resolve({ kind: 'denied' }));
    await show(rights);
    expect(await screen.findByText('not for you')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/unauthorized');
  });

  it('names the address a refused check came from and what to check', async () => {
    const url = 'https://dc.example/auth/hasRights';
    const { rights } = checkAnswering(Promise.resolve({ kind: 'failed', url }));
    await show(rights);
    expect(await screen.findByRole('heading', { name: 'Device Manager cannot open Kiosk' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(url);
    expect(screen.getByText(/Check that deviceControlUrl in config\.json/)).toBeTruthy();
    expect(screen.queryByText('the devices')).toBeNull();
  });

  it('signs out when the session was refused', async () => {
    const { rights } = checkAnswering(Promise.resolve({ kind: 'session' }));
    const signOut = await show(rights);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith('session'));
    expect(screen.queryByText('the devices')).toBeNull();
  });
});
