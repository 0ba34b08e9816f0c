import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { LoginPage } from './pages/login/LoginPage';
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
  </Admin>
);
