import type { ReactNode } from 'react';
import { Box, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

export interface EmptyStateProps {
  icon: ComponentType<SvgIconProps>;
  title: string;
  message: string;
  /** Further lines, for example what will be configured here. */
  details?: readonly string[];
  action?: ReactNode;
}

/** A centred message for a page with nothing to show (yet), with an optional action. */
export const EmptyState = ({ icon: Icon, title, message, details, action }: EmptyStateProps) => (
  <Box
    role="status"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: 1.5,
      px: 3,
      py: 8,
    }}
  >
    <Icon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
      {message}
    </Typography>
    {details && details.length > 0 ? (
      <Box component="ul" sx={{ m: 0, pl: 3, textAlign: 'left', color: 'text.secondary', maxWidth: 560 }}>
        {details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    ) : null}
    {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
  </Box>
);
