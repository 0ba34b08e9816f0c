import { localStore } from '../storage/browserStorage';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { guardArea, turnedAwayState, type Area } from '../authProvider/guards';
import { readAppPreference } from '../authProvider/storedUser';
import { PageProgress } from '../components/PageProgress';

/**
 * Opens an area only to users its rule allows (001 §2 Guards); others go where guardArea says, told on arrival
 * which area they were turned away from (TurnedAwayNotice).
 */
export const AreaGuard = ({ area, children }: { area: Area; children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <PageProgress />;
  const result = guardArea(area, permissions ?? [], readAppPreference(localStore()));
  if (result.allowed) return children;
  return <Navigate to={result.redirectTo} replace state={turnedAwayState(area, result.redirectTo)} />;
};
