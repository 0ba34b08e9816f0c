import { TitledPage } from '../../layout/TitledPage';
import { ContentLibraryRoutes } from '../../resources/contentItems/ContentLibraryRoutes';

/** /contentlibrary/*: the custom content library (000 §2, §7) with its create and edit pages. */
export const ContentLibraryPage = () => (
  <TitledPage title="resources.contentItems.name">
    <ContentLibraryRoutes />
  </TitledPage>
);
