import PaletteIcon from '@mui/icons-material/Palette';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';

/** Display themes (000 §3): per display type, the mode, colours and logo. */
const themes: ResourceModule = {
  list: lazyNamed(() => import('./ThemeList'), 'ThemeList'),
  create: lazyNamed(() => import('./ThemeCreate'), 'ThemeCreate'),
  edit: lazyNamed(() => import('./ThemeEdit'), 'ThemeEdit'),
  show: lazyNamed(() => import('./ThemeShow'), 'ThemeShow'),
  icon: PaletteIcon,
  recordRepresentation: 'name',
};

export default themes;
