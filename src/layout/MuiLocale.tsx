import { useCallback, type ReactNode } from 'react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material';
import { daDK, deDE, enUS, esES, frFR, nlNL, svSE } from '@mui/material/locale';
import { useLocaleState } from 'react-admin';
import type { UiLanguage } from '../config';

/** MUI's own texts (pager "Go to previous page", Autocomplete "Clear", "No options") per UI language. */
export const MUI_TEXTS: Record<UiLanguage, Parameters<typeof createTheme>[1]> = {
  en: enUS,
  fr: frFR,
  de: deDE,
  nl: nlNL,
  sv: svSE,
  da: daDK,
  es: esES,
};

/**
 * Speaks the UI language in MUI's built-in labels too: the console's theme, light or dark, with MUI's
 * translations of its component texts for the language the user chose.
 */
export const MuiLocale = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const texts = MUI_TEXTS[locale as UiLanguage] ?? enUS;
  const withTexts = useCallback((outer: Theme) => createTheme(outer, texts), [texts]);
  return <ThemeProvider theme={withTexts}>{children}</ThemeProvider>;
};
