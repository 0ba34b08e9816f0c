import { Box } from '@mui/material';
import { ContentLibraryRoutes } from '../../resources/contentItems/ContentLibraryRoutes';

/** /contentlibrary/*: the custom content library (000 §2, §7) with its create and edit pages. */
export const ContentLibraryPage = () => (
  <Box sx={{ p: 2 }}>
    <ContentLibraryRoutes />
  </Box>
);
