import { lazy } from 'react';
import DevicesIcon from '@mui/icons-material/Devices';
import { deviceTitle, type Device } from './deviceModel';

const DevicesTab = lazy(() => import('./DevicesTab').then((module) => ({ default: module.DevicesTab })));

export default {
  list: DevicesTab,
  icon: DevicesIcon,
  recordRepresentation: (record: Device) => deviceTitle(record),
};
