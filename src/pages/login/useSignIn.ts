import { localStore } from '../../storage/browserStorage';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Credentials, SignInCode } from '../../authProvider/authProvider';
import { landingRoute } from '../../authProvider/guards';
import { readAppPreference, readPermissions } from '../../authProvider/storedUser';

/** Navigation state of the first shell page after signing in: its token is fresh, no session check needed. */
const FRESH_SESSION = { freshSession: true } as const;

/**
 * Signs in, then opens `target` (`stay`: opens nothing, for a window the sign-in finished in while the console
 * goes on in its first tab). Unlike react-admin's useLogin it first refreshes the cached auth checks: the
 * /no-sso page sits inside react-admin's routes, whose failed check from before signing in would otherwise
 * sign the user straight out again. Without a return URL it goes straight to the user's landing route.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(
    async (params: Credentials | SignInCode, target: string | null, { stay = false } = {}) => {
      if (!authProvider) throw new Error('No auth provider');
      await authProvider.login(params);
      resetNotifications();
      await queryClient.resetQueries({ queryKey: ['auth'] });
      if (stay) return;
      const landing = () => landingRoute(readPermissions(localStore()), readAppPreference(localStore()));
      navigate(target ?? landing(), { replace: true, state: FRESH_SESSION });
    },
    [authProvider, queryClient, navigate, resetNotifications],
  );
};
