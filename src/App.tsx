import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LoginPage } from './pages/login/LoginPage';
import devices from './resources/devices';

const ProfilesTab = lazy(() =>
  import('./resources/profiles/ProfilesTab').then((module) => ({ default: module.ProfilesTab })),
);
const ThemesTab = lazy(() =>
  import('./resources/themes/ThemesTab').then((module) => ({ default: module.ThemesTab })),
);

/** The map of the whole console. */
export const App = () => (
  <Admin
    title="Device Manager"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    <Resource name="devices" {...devices} />
    <CustomRoutes>
      <Route path="/kiosk/profiles/*" element={<ProfilesTab />} />
      <Route path="/kiosk/themes/*" element={<ThemesTab />} />
    </CustomRoutes>
  </Admin>
);
