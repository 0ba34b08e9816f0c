import { ResourceContextProvider } from 'react-admin';
import { DeviceList } from './DeviceList';

/** The Devices tab of the kiosk area (/kiosk/devices). */
export const DevicesTab = () => (
  <ResourceContextProvider value="devices">
    <DeviceList />
  </ResourceContextProvider>
);
