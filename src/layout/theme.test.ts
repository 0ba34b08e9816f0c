import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, withMotion } from './theme';

describe('withMotion', () => {
  it('leaves the theme as it is for a person who did not ask for reduced motion', () => {
    expect(withMotion(lightTheme, false)).toBe(lightTheme);
  });

  it('draws no transition and no ripple for a person who asked for reduced motion', () => {
    for (const options of [lightTheme, darkTheme]) {
      const theme = createTheme(withMotion(options, true));
      expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.duration.leavingScreen).toBe(0);
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // The focus ring stays: it is how a keyboard user sees where they are.
      expect(theme.components?.MuiButtonBase?.styleOverrides?.root).toBe(
        options.components?.MuiButtonBase?.styleOverrides?.root,
      );
      expect(theme.palette.mode).toBe(options.palette?.mode);
    }
  });
});
