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

/**
 * On the header's primary colour a ring in the primary colour would not show: there the ring takes the colour of
 * the header's text. (MUI's focus ripple used to hide this; it is not drawn for a person who asked for reduced
 * motion.)
 */
const APP_BAR_FOCUS = { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' } };

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
  MuiAppBar: { defaultProps: { elevation: 1 }, styleOverrides: { root: APP_BAR_FOCUS } },
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
    // `dark` is the hover colour of contained buttons: light enough for their dark text (WCAG AA 4.5:1).
    primary: { main: '#8ab4f8', dark: '#aecbfa', contrastText: '#0b1a30' },
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
    MuiAppBar: {
      defaultProps: { elevation: 1, enableColorOnDark: false },
      styleOverrides: { root: APP_BAR_FOCUS },
    },
  },
};

const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The theme for a person who asked their system for reduced motion (WCAG 2.3.3): dialogs, menus and drawers appear
 * and leave without sliding or fading, and clicks draw no ripple. Everything else is the theme as it is.
 */
export function withMotion(theme: RaThemeOptions, reduce: boolean): RaThemeOptions {
  if (!reduce) return theme;
  const buttonBase = theme.components?.MuiButtonBase ?? {};
  return {
    ...theme,
    transitions: { ...theme.transitions, duration: NO_DURATION, create: () => 'none' },
    components: {
      ...theme.components,
      MuiButtonBase: { ...buttonBase, defaultProps: { ...buttonBase.defaultProps, disableRipple: true } },
    },
  };
}
