import CollectionsIcon from '@mui/icons-material/Collections';
import type { ContentItem } from '../../domain/content/contentModel';
import type { ResourceRegistration } from '../resourceModule';

/**
 * The content library (000 §7). Its pages are routed by ContentLibraryRoutes inside the /contentlibrary area
 * page, which loads on first use (the rich text editor and the sanitiser stay out of the first load).
 */
const contentItems: ResourceRegistration = {
  icon: CollectionsIcon,
  recordRepresentation: (record: ContentItem) => record.name,
};

export default contentItems;
