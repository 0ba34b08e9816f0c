import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ssoLoginUrl } from '../../authProvider/loginRoutes';
import type { AppDataProvider } from '../../dataProvider';

export type SsoCheck = { status: 'none' | 'checking' | 'off' } | { status: 'on'; loginUrl: string };

/** Asks the platform whether single sign-on applies to the tenant (GET /rest/v2/auth/ssosettings/{id}). */
export const useSsoLogin = (tenant: string | null, enabled: boolean): SsoCheck => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['dm', 'ssoSettings', tenant],
    queryFn: ({ signal }) => dataProvider.ssoSettings(tenant ?? '', { signal }),
    enabled: enabled && tenant !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (!enabled || tenant === null) return { status: 'none' };
  if (isPending) return { status: 'checking' };
  const loginUrl = isError ? null : ssoLoginUrl(data);
  return loginUrl ? { status: 'on', loginUrl } : { status: 'off' };
};
