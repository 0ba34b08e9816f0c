import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const WORKPLACE_SETTINGS_KEY = ['workplace', 'settings'] as const;

/** The workplace settings (GET /tenant/workplace/settings), shared by the Settings dialog and the bottom sheet. */
export function useWorkplaceSettings({ fresh = false }: { fresh?: boolean } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: WORKPLACE_SETTINGS_KEY,
    queryFn: ({ signal }) => dataProvider.workplaceSettings({ signal }),
    refetchOnMount: fresh ? 'always' : true,
  });
}
