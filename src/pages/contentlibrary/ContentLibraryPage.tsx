import { Box } from '@mui/material';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ContentLibraryRoutes } from '../../resources/contentItems/ContentLibraryRoutes';

/** /contentlibrary/*: the custom content library (000 §2, §7) with its create and edit pages. */
export const ContentLibraryPage = () => {
  useDocumentTitle('resources.contentItems.name');
  return (
    <Box sx={{ p: 2 }}>
      <ContentLibraryRoutes />
    </Box>
  );
};
