import { TitledPage } from '../../layout/TitledPage';
import { ContentAdminRoutes } from '../../resources/contentRules/ContentAdminRoutes';

/** /contentadmin/*: content rules (000 §2, §7), their create and edit pages, and "what will this screen show". */
export const ContentAdminPage = () => (
  <TitledPage title="resources.contentRules.name">
    <ContentAdminRoutes />
  </TitledPage>
);
