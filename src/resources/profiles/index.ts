import TuneIcon from '@mui/icons-material/Tune';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';

/** Display profiles (000 §3): per display type, the language, clock, screen saver and content settings. */
const profiles: ResourceModule = {
  list: lazyNamed(() => import('./ProfileList'), 'ProfileList'),
  create: lazyNamed(() => import('./ProfileCreate'), 'ProfileCreate'),
  edit: lazyNamed(() => import('./ProfileEdit'), 'ProfileEdit'),
  show: lazyNamed(() => import('./ProfileShow'), 'ProfileShow'),
  icon: TuneIcon,
  recordRepresentation: 'name',
};

export default profiles;
