import { useEffect, useRef, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ErrorSnackbar } from '../components/ErrorSnackbar';
import type { AppDataProvider } from '../dataProvider';
import { errorMessageKey } from '../dataProvider/errorCodes';
import { languageOptions } from './languageOptions';
import { sessionStoreIfAllowed } from '../storage/browserStorage';
import { TAB_STORAGE_KEYS } from '../storage/storageKeys';

const SAVE_KEY = ['dm', 'saveLanguage'];
const REFOCUS_KEY = TAB_STORAGE_KEYS.languageMenuRefocus;
const REFOCUS_WINDOW_MS = 3_000;

/**
 * The header's language dropdown (001 §2): code, native name and English name from `/languages/all`. Choosing
 * switches the UI at once and saves the choice with PUT /languages/. Switching re-mounts the whole UI, so the
 * save runs as a mutation in the query cache, where its failure is still found afterwards.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The switch renders the UI again once the language has loaded: the menu that was open, this button and the
    // one that replaces it all come and go. Each button shown for the chosen language soon after the choice takes
    // the focus until the menu is gone.
    const [code, at] = (sessionStoreIfAllowed()?.getItem(REFOCUS_KEY) ?? '').split('@');
    if (code !== locale || Date.now() - Number(at) > REFOCUS_WINDOW_MS) return;
    let frames = 0;
    let frame = 0;
    const settle = () => {
      const own = button.current;
      if (own && document.activeElement !== own) own.focus();
      const menuOpen = document.querySelector('[role="menu"]') !== null;
      if ((menuOpen || document.activeElement !== own) && ++frames < 60)
        frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [locale]);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const { data } = useQuery({
    queryKey: ['dm', 'languages'],
    queryFn: ({ signal }) => dataProvider.languages({ signal }),
    staleTime: 10 * 60_000,
  });
  const save = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (code: string) => dataProvider.setLanguage(code),
  });
  const lastSave = useMutationState({
    filters: { mutationKey: SAVE_KEY },
    select: (mutation) => ({
      status: mutation.state.status,
      error: mutation.state.error,
      at: mutation.state.submittedAt,
    }),
  }).at(-1);
  const failed = lastSave?.status === 'error' && lastSave.at !== dismissed ? lastSave : null;
  const options = languageOptions(data);

  const choose = (code: string) => {
    setAnchor(null);
    if (code === locale) return;
    save.mutate(code);
    // The switch renders the whole UI again, this button included: the new one takes the focus back.
    sessionStoreIfAllowed()?.setItem(REFOCUS_KEY, `${code}@${Date.now()}`);
    setLocale(code);
  };

  return (
    <>
      <Button
        ref={button}
        color="inherit"
        data-testid="language-menu"
        // The visible code is part of the name (WCAG 2.5.3): "Language EN".
        aria-label={`${translate('dm.shell.language.label')} ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((language) => (
          <MenuItem
            key={language.code}
            selected={language.code === locale}
            onClick={() => choose(language.code)}
            data-language={language.code}
          >
            <Typography
              component="span"
              sx={{ fontFamily: 'monospace', fontWeight: 600, width: 32, flexShrink: 0 }}
            >
              {language.code.toUpperCase()}
            </Typography>
            <ListItemText
              primary={language.nativeReference}
              secondary={language.reference}
              slotProps={{ primary: { lang: language.code } }}
            />
          </MenuItem>
        ))}
      </Menu>
      <ErrorSnackbar
        error={
          failed ? { title: 'dm.shell.language.save_failed', message: errorMessageKey(failed.error) } : null
        }
        onClose={() => setDismissed(failed?.at ?? null)}
      />
    </>
  );
};
