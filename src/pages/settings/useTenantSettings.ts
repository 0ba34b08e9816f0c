import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const TENANT_SETTINGS_KEY = ['tenant', 'settings'] as const;

/**
 * The tenant settings (GET /tenant/settings), shared by the settings dialog and the QBIC tab. `fresh` reads
 * them again on mount even when cached (the dialog edits what the server holds now).
 */
export function useTenantSettings({ fresh = false }: { fresh?: boolean } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: TENANT_SETTINGS_KEY,
    queryFn: ({ signal }) => dataProvider.tenantSettings({ signal }),
    refetchOnMount: fresh ? 'always' : true,
  });
}
