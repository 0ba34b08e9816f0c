import { Box } from '@mui/material';
import type { ThemeMode } from '../../domain/looks/themeModel';
import { previewPalette } from './themePalette';

/** A thumbnail of a theme: its background with a dot of its accent colour. */
export const ThemeSwatch = ({ mode, accentColor }: { mode: ThemeMode; accentColor: string }) => {
  const palette = previewPalette(mode, accentColor);
  return (
    <Box
      component="span"
      sx={{
        width: 28,
        height: 18,
        borderRadius: 0.5,
        bgcolor: palette.background,
        border: 1,
        borderColor: 'divider',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: palette.accent }} />
    </Box>
  );
};
