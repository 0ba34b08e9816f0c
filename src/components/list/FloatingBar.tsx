import { Box, GlobalStyles, Paper } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { attachBarShortcut } from './barShortcut';
import { BAR_OFFSET, BAR_SPACE_VARIABLE } from './listLayout';
import { useBarSpace } from './useBarSpace';

/** The snackbars that open at the bottom of the window (react-admin's notifications and the error snackbar). */
const BOTTOM_SNACKBARS = ['BottomCenter', 'BottomLeft', 'BottomRight']
  .map((anchor) => `.MuiSnackbar-root.MuiSnackbar-anchorOrigin${anchor}`)
  .join(', ');

const SPACE = `var(${BAR_SPACE_VARIABLE}, 0px)`;
/** Bottom snackbars sit above the bar while it shows, else where MUI puts them (8 px, 24 px from 600 px wide). */
const SNACKBARS_ABOVE_BAR = {
  [BOTTOM_SNACKBARS]: { bottom: `max(8px, ${SPACE})` },
  '@media (min-width: 600px)': { [BOTTOM_SNACKBARS]: { bottom: `max(24px, ${SPACE})` } },
};

export interface FloatingBarProps {
  /** The bar's accessible name. */
  label: string;
  /** `toolbar` for a row of actions, `region` for a landmark. */
  role: 'toolbar' | 'region';
  'data-testid'?: string;
  /** Says how the keyboard reaches the bar from a selected row and goes back (read out as the bar's description). */
  shortcutHint?: string;
  children: ReactNode;
}

/**
 * The bar of actions for the selected rows of a list (Devices and QBIC tabs): it floats at the bottom of the
 * window however long the list, keeps as much room free at the end of the page so that the last row and the pager
 * scroll clear of it, and lifts bottom snackbars above it so that they never cover its buttons. Enter on a selected
 * row's checkbox brings the focus to its first action, and Escape takes it back (`barShortcut.ts`).
 */
export const FloatingBar = ({ label, role, shortcutHint, children, ...rest }: FloatingBarProps) => {
  const space = useBarSpace();
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined;
      const release = space(element);
      const detach = attachBarShortcut(element);
      return () => {
        release?.();
        detach();
      };
    },
    [space],
  );
  return (
    <>
      <GlobalStyles styles={SNACKBARS_ABOVE_BAR} />
      <Box aria-hidden data-testid="floating-bar-space" sx={{ height: SPACE, flexShrink: 0 }} />
      <Paper
        ref={ref}
        elevation={8}
        role={role}
        aria-label={label}
        aria-description={shortcutHint}
        aria-keyshortcuts="Escape"
        data-testid={rest['data-testid']}
        sx={{
          position: 'fixed',
          bottom: BAR_OFFSET,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: (theme) => theme.zIndex.appBar,
          width: 'max-content',
          maxWidth: `calc(100% - ${2 * BAR_OFFSET}px)`,
          px: 2,
          py: 1,
        }}
      >
        {children}
      </Paper>
    </>
  );
};
