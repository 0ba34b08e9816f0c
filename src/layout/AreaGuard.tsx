import { localStore } from '../storage/browserStorage';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { guardArea, type Area } from '../authProvider/guards';
import { readAppPreference } from '../authProvider/storedUser';
import { PageProgress } from '../components/PageProgress';

/** Opens an area only to users its rule allows (001 §2 Guards); others go where guardArea says. */
export const AreaGuard = ({ area, children }: { area: Area; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <PageProgress />;
  const result = guardArea(area, permissions ?? [], readAppPreference(localStore()));
  return result.allowed ? children : <Navigate to={result.redirectTo} replace />;
};
