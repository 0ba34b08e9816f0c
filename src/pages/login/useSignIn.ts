import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNotificationContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Credentials, SignInCode } from '../../authProvider/authProvider';

/**
 * Signs in, then opens `target`. Unlike react-admin's useLogin it first refreshes the cached auth checks: the
 * /no-sso page sits inside react-admin's routes, whose failed check from before signing in would otherwise
 * sign the user straight out again.
 */
export const useSignIn = () => {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(
    async (params: Credentials | SignInCode, target: string) => {
      if (!authProvider) throw new Error('No auth provider');
      await authProvider.login(params);
      resetNotifications();
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(target, { replace: true });
    },
    [authProvider, queryClient, navigate, resetNotifications],
  );
};
