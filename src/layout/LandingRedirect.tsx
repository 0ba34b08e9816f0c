import { LinearProgress } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { landingRoute } from '../authProvider/guards';
import { readAppPreference } from '../authProvider/storedUser';

/** The shell without a child: the signed-in user's landing route. */
export const LandingRedirect = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <LinearProgress />;
  return <Navigate to={landingRoute(permissions ?? [], readAppPreference(localStorage))} replace />;
};
