import { Box, type SxProps } from '@mui/material';
import { sanitizeHtml } from './sanitize';

/** Stored HTML shown in the console, always through the sanitiser: nothing in it runs. */
export const SafeHtml = ({ html, sx }: { html: string; sx?: SxProps }) => (
  <Box
    data-testid="safe-html"
    sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere', ...sx }}
    dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
  />
);
