import { localStore } from '../storage/browserStorage';
import { useEffect } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { landingRoute } from '../authProvider/guards';
import { readAppPreference } from '../authProvider/storedUser';
import { PageProgress } from '../components/PageProgress';

/**
 * The shell without a child: the signed-in user's landing route, once their permissions are known. The header and
 * its menu show meanwhile; a person who picks a place from them before the landing is known keeps it (the browser
 * is then no longer at the address this shows for), instead of being sent to the landing route after all.
 */
export const LandingRedirect = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = isPending ? null : landingRoute(permissions ?? [], readAppPreference(localStore()));
  useEffect(() => {
    if (target && window.location.pathname === pathname) navigate(target, { replace: true });
  }, [target, pathname, navigate]);
  return <PageProgress />;
};
