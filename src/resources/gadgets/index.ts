import WidgetsIcon from '@mui/icons-material/Widgets';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';

const gadgets: ResourceModule = {
  list: lazyNamed(() => import('./GadgetList'), 'GadgetList'),
  edit: lazyNamed(() => import('./GadgetEdit'), 'GadgetEdit'),
  show: lazyNamed(() => import('./GadgetShow'), 'GadgetShow'),
  icon: WidgetsIcon,
  recordRepresentation: 'name',
};

export default gadgets;
