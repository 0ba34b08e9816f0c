import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyNamed } from '../../components/lazyNamed';
import type { ResourceModule } from '../resourceModule';
import type { ContentItem } from '../../domain/content/contentModel';

/** The content library (000 §7): its pages load on first use, so the rich text editor and sanitiser stay out of the first load. */
const contentItems: ResourceModule = {
  list: lazyNamed(() => import('./ContentList'), 'ContentList'),
  create: lazyNamed(() => import('./ContentCreate'), 'ContentCreate'),
  edit: lazyNamed(() => import('./ContentEdit'), 'ContentEdit'),
  icon: CollectionsIcon,
  recordRepresentation: (record: ContentItem) => record.name,
};

export default contentItems;
