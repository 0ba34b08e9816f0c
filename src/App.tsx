import { useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { APP_TITLE } from './config';
import { dataProvider } from './dataProvider';
import { ROUTES } from './domain/addresses';
import { i18nProvider } from './i18n';
import { areaResources, areaRoute } from './layout/areas';
import { LandingRedirect } from './layout/LandingRedirect';
import { LazyAppLayout } from './layout/LazyAppLayout';
import { darkTheme, lightTheme, withMotion } from './layout/theme';
import { ToNotFound } from './layout/ToNotFound';
import { NotFoundPage, UnauthorizedPage } from './pages/lazyPages';
import { LoginPage } from './pages/login/LoginPage';
import { AREAS } from './routes';

/**
 * The map of the whole console (001 §2 Routes): /login and /no-sso, the shell (header, session, guards) with
 * the areas of src/routes.tsx (/kiosk, /workplace, /contentadmin, /contentlibrary) and /unauthorized, and
 * /pagenotfound for every other address. The resources the areas serve are registered with react-admin here,
 * from the same lines of src/routes.tsx that serve them (name, icon, record representation, the pages
 * react-admin may link to); nothing is served at /<name> itself.
 */
export const App = () => {
  // Followed live: the system setting can change while the console is open.
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const themes = useMemo(
    () => ({ light: withMotion(lightTheme, reduceMotion), dark: withMotion(darkTheme, reduceMotion) }),
    [reduceMotion],
  );
  return (
    <Admin
      title={APP_TITLE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={LazyAppLayout}
      dashboard={LandingRedirect}
      catchAll={ToNotFound}
      theme={themes.light}
      darkTheme={themes.dark}
      disableTelemetry
    >
      {AREAS.flatMap(areaResources)}
      <CustomRoutes noLayout>
        <Route path={ROUTES.noSso} element={<LoginPage noSso />} />
        <Route path={ROUTES.notFound} element={<NotFoundPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {AREAS.map(areaRoute)}
        <Route path={ROUTES.unauthorized} element={<UnauthorizedPage />} />
      </CustomRoutes>
    </Admin>
  );
};
