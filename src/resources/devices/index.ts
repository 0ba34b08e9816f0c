import { lazy } from 'react';
import DevicesIcon from '@mui/icons-material/Devices';
import { deviceTitle, type Device } from './deviceModel';

const DeviceList = lazy(() => import('./DeviceList').then((module) => ({ default: module.DeviceList })));

export default {
  list: DeviceList,
  icon: DevicesIcon,
  recordRepresentation: (record: Device) => deviceTitle(record),
};
