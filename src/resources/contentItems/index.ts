import CollectionsIcon from '@mui/icons-material/Collections';
import { lazyNamed } from '../../components/lazyNamed';
import type { ContentItem } from '../../domain/content/contentModel';
import type { ResourceModule } from '../resourceModule';

/**
 * The content library (000 §7): the cards or table of items, and the item forms, which bring the rich text
 * editor and the sanitiser and load on their own once the list has shown.
 */
const contentItems = {
  list: lazyNamed(() => import('./ContentList'), 'ContentList'),
  create: lazyNamed(() => import('./ContentCreate'), 'ContentCreate'),
  edit: lazyNamed(() => import('./ContentEdit'), 'ContentEdit'),
  icon: CollectionsIcon,
  recordRepresentation: (record: ContentItem) => record.name,
} satisfies ResourceModule;

export default contentItems;
