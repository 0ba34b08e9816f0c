import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ThemeFields } from '../../domain/looks/themeModel';
import { previewPalette } from './themePalette';

export type ThemePreviewProps = Pick<
  ThemeFields,
  'mode' | 'accentColor' | 'logoType' | 'logoText' | 'logoUrl'
>;

/** A small room-display screen in the theme's colours with its logo, so a person sees what they pick. */
export const ThemePreview = ({ mode, accentColor, logoType, logoText, logoUrl }: ThemePreviewProps) => {
  const translate = useTranslate();
  const palette = previewPalette(mode, accentColor);
  return (
    <Box
      role="img"
      aria-label={translate('dm.themes.preview.title')}
      data-testid="theme-preview"
      sx={{
        width: 320,
        maxWidth: '100%',
        aspectRatio: '16 / 10',
        bgcolor: palette.background,
        color: palette.text,
        borderRadius: 2,
        p: 2,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        boxShadow: 3,
        // A dark theme on a dark console page still needs its edge.
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 28 }}>
        {logoType === 'image' && logoUrl ? (
          <Box component="img" src={logoUrl} alt="" sx={{ maxHeight: 28, maxWidth: 140 }} />
        ) : (
          <Typography sx={{ fontWeight: 700, color: palette.accent }}>{logoText}</Typography>
        )}
        <Typography variant="body2" sx={{ color: palette.muted }}>
          09:41
        </Typography>
      </Box>
      <Box sx={{ bgcolor: palette.surface, borderRadius: 1, p: 1.5, flexGrow: 1 }}>
        <Typography variant="h6" sx={{ lineHeight: 1.2 }}>
          {translate('dm.themes.preview.room')}
        </Typography>
        <Typography variant="body2" sx={{ color: palette.accent, fontWeight: 600 }}>
          {translate('dm.themes.preview.available')}
        </Typography>
        <Typography variant="caption" sx={{ color: palette.muted }}>
          {translate('dm.themes.preview.next')}
        </Typography>
      </Box>
      <Box
        sx={{
          alignSelf: 'flex-start',
          bgcolor: palette.accent,
          color: palette.onAccent,
          borderRadius: 1,
          px: 1.5,
          py: 0.5,
          fontSize: 14,
          fontWeight: 600,
        }}
      >
        {translate('dm.themes.preview.book_now')}
      </Box>
    </Box>
  );
};
