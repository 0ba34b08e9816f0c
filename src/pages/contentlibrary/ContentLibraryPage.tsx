import CollectionsIcon from '@mui/icons-material/Collections';
import { Box } from '@mui/material';
import { PlannedPage } from '../../layout/PlannedPage';

/** /contentlibrary: the custom content library (000 §2, §7); the library arrives later. */
export const ContentLibraryPage = () => (
  <Box sx={{ p: 2 }}>
    <PlannedPage icon={CollectionsIcon} name="content_library" details={3} />
  </Box>
);
