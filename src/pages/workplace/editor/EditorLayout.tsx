import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { AppPictures } from '../picture/AppPictures';

/** A tab of the workplace editor: its form beside the picture of the app (below it on narrow screens). */
export const EditorLayout = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 420px', minWidth: 0, maxWidth: 720 }}>
      {children}
    </Paper>
    <AppPictures />
  </Box>
);
