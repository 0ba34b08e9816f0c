import { lazy } from 'react';
import CollectionsIcon from '@mui/icons-material/Collections';
import type { ContentItem } from './contentModel';

// The pages load on first use: the rich text editor and the sanitiser stay out of the first load.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

export default {
  list: named(() => import('./ContentList'), 'ContentList'),
  create: named(() => import('./ContentCreate'), 'ContentCreate'),
  edit: named(() => import('./ContentEdit'), 'ContentEdit'),
  icon: CollectionsIcon,
  recordRepresentation: (record: ContentItem) => record.name,
};
