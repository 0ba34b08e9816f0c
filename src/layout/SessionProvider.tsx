import { localStore } from '../storage/browserStorage';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { hasSkipPing } from '../authProvider/loginRoutes';
import {
  checkSession,
  isSessionKey,
  renewSession,
  sharedActivityIn,
  storedSessionUserId,
} from '../authProvider/session';
import { createSessionMachine, type SessionState } from '../authProvider/sessionMachine';
import { SessionContext, type SessionControls } from './sessionContext';
import { SessionDialog } from './SessionDialog';

/** What counts as user activity (001 §4: pointer, keyboard, touch). */
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs the session machine while the shell is shown: renewal, idle sign-out, re-check on tab visibility and on
 * changes another tab makes, and the session dialogs. Signing out unmounts the shell's content first, which
 * closes every dialog.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const logout = useLogout();
  const translate = useTranslate();
  const location = useLocation();
  // No check right after signing in (the token is fresh) or when the address says skipPing=true (001 §2).
  const skipPing = useRef(
    hasSkipPing(location.search) ||
      (location.state as { freshSession?: unknown } | null)?.freshSession === true,
  );
  const [state, setState] = useState<SessionState>('stopped');
  const [signingOut, setSigningOut] = useState(false);

  const machine = useMemo(
    () =>
      createSessionMachine({
        renew: renewSession,
        ping: checkSession,
        storedUserId: () => storedSessionUserId(),
        sharedActivity: sharedActivityIn(),
      }),
    [],
  );

  const controls = useMemo<SessionControls>(
    () => ({
      signOut: (reason = null) => {
        machine.stop();
        setSigningOut(true);
        // The auth provider names the central login, which brings the user back to this page.
        void logout({ reason }, undefined, false);
      },
      ended: () => {
        machine.stop();
        setState('inactive');
      },
    }),
    [logout, machine],
  );

  useEffect(() => {
    const unsubscribe = machine.subscribe(setState);
    machine.start({ ping: !skipPing.current });
    setState(machine.state);
    const onActivity = () => machine.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') machine.visible();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStore() && isSessionKey(event.key)) machine.storageChanged();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      unsubscribe();
      machine.stop();
    };
  }, [machine]);

  useEffect(() => {
    if (state === 'signedOut') controls.signOut('idle');
  }, [state, controls]);

  if (signingOut) return <LinearProgress aria-label={translate('dm.shell.session.signing_out')} />;
  return (
    <SessionContext.Provider value={controls}>
      {children}
      {state === 'inactive' ? (
        <SessionDialog kind="inactive" onConfirm={() => controls.signOut('session')} />
      ) : null}
      {state === 'changed' ? (
        <SessionDialog kind="changed" onConfirm={() => window.location.reload()} />
      ) : null}
    </SessionContext.Provider>
  );
};
