import { usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { landingRoute } from '../authProvider/guards';
import { readAppPreference } from '../authProvider/storedUser';
import { PageProgress } from '../components/PageProgress';

/** The shell without a child: the signed-in user's landing route. */
export const LandingRedirect = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <PageProgress />;
  return <Navigate to={landingRoute(permissions ?? [], readAppPreference(localStorage))} replace />;
};
