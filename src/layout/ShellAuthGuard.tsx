import { useEffect, useRef, type ReactNode } from 'react';
import { useAuthState, useLogout } from 'react-admin';
import { PageProgress } from '../components/PageProgress';

/** The shell's own key for its auth check, apart from the checks react-admin's pages make. */
const SHELL_CHECK = { shell: true };

/**
 * The shell's session check on entry (001 §2): without a valid session the user signs out to the sign-in
 * page, which brings them back here afterwards. Signing out happens once per visit: react-admin's own
 * LogoutOnMount repeats it on every re-render while the navigation to /login is still pending, which held the
 * page blank for seconds after Back.
 */
export const ShellAuthGuard = ({ children }: { children: ReactNode }) => {
  const { authenticated, isPending } = useAuthState(SHELL_CHECK, false);
  const logout = useLogout();
  const signedOut = useRef(false);
  const refused = !isPending && !authenticated;
  useEffect(() => {
    if (!refused || signedOut.current) return;
    signedOut.current = true;
    void logout();
  }, [refused, logout]);
  return isPending || !authenticated ? <PageProgress /> : children;
};
