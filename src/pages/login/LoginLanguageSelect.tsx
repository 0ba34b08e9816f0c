import { MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n';

/** The sign-in page's language choice: the bundled languages (no session yet to ask the server). */
export const LoginLanguageSelect = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      name="language"
      size="small"
      variant="standard"
      label={translate('dm.login.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      {LOCALES.map((entry) => (
        <MenuItem key={entry.locale} value={entry.locale} lang={entry.locale}>
          {entry.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
