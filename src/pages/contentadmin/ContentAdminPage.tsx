import { Box } from '@mui/material';
import { ContentAdminRoutes } from '../../resources/contentRules/ContentAdminRoutes';

/** /contentadmin/*: content rules (000 §2, §7), their create and edit pages, and "what will this screen show". */
export const ContentAdminPage = () => (
  <Box sx={{ p: 2 }}>
    <ContentAdminRoutes />
  </Box>
);
