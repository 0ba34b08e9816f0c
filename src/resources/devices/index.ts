import DevicesIcon from '@mui/icons-material/Devices';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';
import { deviceTitle, type Device } from './deviceModel';

/** Display devices of the device-control backend (000 §3): the fleet list with its bottom bar and dialogs. */
const devices = {
  list: lazyNamed(() => import('./DevicesScreen'), 'DevicesScreen'),
  icon: DevicesIcon,
  recordRepresentation: (record: Device) => deviceTitle(record),
} satisfies ResourceModule;

export default devices;
