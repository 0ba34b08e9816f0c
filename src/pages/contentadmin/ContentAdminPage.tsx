import { Box } from '@mui/material';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ContentAdminRoutes } from '../../resources/contentRules/ContentAdminRoutes';

/** /contentadmin/*: content rules (000 §2, §7), their create and edit pages, and "what will this screen show". */
export const ContentAdminPage = () => {
  useDocumentTitle('resources.contentRules.name');
  return (
    <Box sx={{ p: 2 }}>
      <ContentAdminRoutes />
    </Box>
  );
};
