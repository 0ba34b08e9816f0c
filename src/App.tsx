import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LoginPage } from './pages/login/LoginPage';
import { ConfigureScaffoldPage } from './pages/qbic/configuration/ConfigureScaffoldPage';
import devices from './resources/devices';

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
      {/* Temporary: the players page's Start configuration button replaces this route. */}
      <Route path="/kiosk/qbic-configure" element={<ConfigureScaffoldPage />} />
    </CustomRoutes>
  </Admin>
);
