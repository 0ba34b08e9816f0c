import { createContext, useContext } from 'react';
import type { SignOutReason } from './loginRoutes';

export interface SessionControls {
  /**
   * Signs out: closes every dialog, clears the token and user details, tells the platform and opens the sign-in
   * page. With a reason the page says why and brings the user back here after signing in again.
   */
  signOut(reason?: SignOutReason | null): void;
  /**
   * A call of the page learnt that the session has ended (a 401 it handled itself, so that its work could end
   * in order first): shows the "user logged out" dialog, whose Sign in again brings the user back here.
   */
  ended(): void;
}

export const SessionContext = createContext<SessionControls | null>(null);

/** The shell's session controls; only inside the shell (SessionProvider). */
export const useSession = (): SessionControls => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider (the shell layout has one)');
  return session;
};
