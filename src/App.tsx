import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LoginPage } from './pages/login/LoginPage';
import devices from './resources/devices';

const DevicesTab = lazy(() =>
  import('./resources/devices/DevicesTab').then((module) => ({ default: module.DevicesTab })),
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
      <Route path="/kiosk/devices" element={<DevicesTab />} />
    </CustomRoutes>
  </Admin>
);
