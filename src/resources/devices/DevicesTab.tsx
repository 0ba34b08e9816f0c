import { ResourceContextProvider } from 'react-admin';
import { DevicesScreen } from './DevicesScreen';

/** The Devices tab of the kiosk area (/kiosk/devices): the fleet list, its bottom bar and dialogs. */
export const DevicesTab = () => (
  <ResourceContextProvider value="devices">
    <DevicesScreen />
  </ResourceContextProvider>
);
