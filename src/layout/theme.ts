/**
 * Light and dark themes of the console. react-admin picks the one matching the system setting until the user
 * switches with the header's theme button (the choice is kept in react-admin's store).
 */
import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif' },
};

const sharedComponents = {
  /**
   * A clear focus ring on everything clickable reached with the keyboard (WCAG 2.4.7): MUI's own cue for
   * buttons, sort headers, cards and menu entries is a faint tint or ripple that is easy to miss.
   */
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
  // A card clips what lies outside it: the ring goes inside.
  MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
  MuiAppBar: { defaultProps: { elevation: 1 } },
  MuiTab: { styleOverrides: { root: { textTransform: 'none' as const, minHeight: 48, fontWeight: 500 } } },
  MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#1e5aa8', contrastText: '#ffffff' },
    secondary: { main: '#00897b', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    // Status colours dark enough for text on the page, on cards, on a selected row and on grey toolbars (WCAG AA 4.5:1).
    error: { main: '#b71c1c', contrastText: '#ffffff' },
    warning: { main: '#9a4f00', contrastText: '#ffffff' },
    info: { main: '#01579b', contrastText: '#ffffff' },
    success: { main: '#1b5e20', contrastText: '#ffffff' },
  },
  components: { ...defaultLightTheme.components, ...sharedComponents },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#8ab4f8', contrastText: '#0b1a30' },
    secondary: { main: '#4db6ac', contrastText: '#002420' },
    background: { default: '#15181d', paper: '#1f242b' },
    // Light status colours that read as text on the dark page and cards (WCAG AA 4.5:1).
    error: { main: '#ffa4a2', contrastText: 'rgba(0, 0, 0, 0.87)' },
    warning: { main: '#ffb74d', contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#4fc3f7', contrastText: 'rgba(0, 0, 0, 0.87)' },
    success: { main: '#81c784', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  components: {
    ...defaultDarkTheme.components,
    ...sharedComponents,
    MuiAppBar: { defaultProps: { elevation: 1, enableColorOnDark: false } },
  },
};
