import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { ROUTES } from './authProvider/guards';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LazyAppLayout } from './layout/LazyAppLayout';
import { AreaGuard } from './layout/AreaGuard';
import { LandingRedirect } from './layout/LandingRedirect';
import { darkTheme, lightTheme } from './layout/theme';
import { ToNotFound } from './layout/ToNotFound';
import {
  ContentAdminPage,
  ContentLibraryPage,
  KioskPage,
  NotFoundPage,
  UnauthorizedPage,
  WorkplacePage,
} from './pages/lazyPages';
import { LoginPage } from './pages/login/LoginPage';
import contentItems from './resources/contentItems';
import contentRules from './resources/contentRules';
import devices from './resources/devices';

/** Resources react-admin knows (names, labels, records) without routes of their own: the kiosk tabs are theirs. */
const noRoutes = <Route path="*" element={<ToNotFound />} />;

/**
 * The map of the whole console (001 §2 Routes): /login and /no-sso, the shell (header, session, guards) with
 * /kiosk, /workplace, /contentadmin, /contentlibrary and /unauthorized, and /pagenotfound for every other address.
 */
export const App = () => (
  <Admin
    title="Device Manager"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={LazyAppLayout}
    dashboard={LandingRedirect}
    catchAll={ToNotFound}
    theme={lightTheme}
    darkTheme={darkTheme}
    disableTelemetry
  >
    <Resource name="devices" icon={devices.icon} recordRepresentation={devices.recordRepresentation}>
      {noRoutes}
    </Resource>
    <Resource name="profiles">{noRoutes}</Resource>
    <Resource name="themes">{noRoutes}</Resource>
    <Resource
      name="contentItems"
      icon={contentItems.icon}
      recordRepresentation={contentItems.recordRepresentation}
    >
      {noRoutes}
    </Resource>
    <Resource
      name="contentRules"
      icon={contentRules.icon}
      recordRepresentation={contentRules.recordRepresentation}
    >
      {noRoutes}
    </Resource>
    <CustomRoutes noLayout>
      <Route path={ROUTES.noSso} element={<LoginPage noSso />} />
      <Route path={ROUTES.notFound} element={<NotFoundPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route
        path={`${ROUTES.kiosk}/*`}
        element={
          <AreaGuard area="kiosk">
            <KioskPage />
          </AreaGuard>
        }
      />
      <Route
        path={`${ROUTES.workplace}/*`}
        element={
          <AreaGuard area="workplace">
            <WorkplacePage />
          </AreaGuard>
        }
      />
      <Route
        path={`${ROUTES.contentAdmin}/*`}
        element={
          <AreaGuard area="contentadmin">
            <ContentAdminPage />
          </AreaGuard>
        }
      />
      <Route
        path={`${ROUTES.contentLibrary}/*`}
        element={
          <AreaGuard area="contentlibrary">
            <ContentLibraryPage />
          </AreaGuard>
        }
      />
      <Route path={ROUTES.unauthorized} element={<UnauthorizedPage />} />
    </CustomRoutes>
  </Admin>
);
