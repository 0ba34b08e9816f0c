import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FloatingBarActionsProps {
  /** What is selected: the count, or the name of the one row. */
  title: string;
  titleTestId?: string;
  /** The close button's name: it clears the selection, which hides the bar. */
  closeLabel: string;
  onClose(): void;
  /** The action buttons (small text buttons, as on every list's bar). */
  children: ReactNode;
}

/**
 * The floating bar of a list while nothing runs: what is selected and the actions, which wrap onto more lines when
 * the window is narrow, and the close button at the end of the first line, where it always is (it never wraps
 * onto a line of its own).
 */
export const FloatingBarActions = ({
  title,
  titleTestId,
  closeLabel,
  onClose,
  children,
}: FloatingBarActionsProps) => (
  <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" data-testid={titleTestId} sx={{ mr: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
    <Tooltip title={closeLabel}>
      <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Stack>
);
