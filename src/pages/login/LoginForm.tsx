import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthRedirectError } from '../../authProvider/authProvider';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { useSignIn } from './useSignIn';

export interface LoginFormProps {
  /** Where to go once signed in; null for the user's landing route. */
  target: string | null;
  /** The platform wants the central login (captcha, password change), at the address given if any. */
  onRedirect(redirect: AuthRedirectError): void;
}

/** User name and password, posted to the platform with the browser fingerprint (the auth provider adds it). */
export const LoginForm = ({ target, onRedirect }: LoginFormProps) => {
  const translate = useTranslate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The browser's own "Please fill out this field" speaks the browser's language; this speaks the user's.
  const [showMissing, setShowMissing] = useState(false);
  const required = translate('ra.validation.required');
  const missing = (value: string) => showMissing && value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setShowMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    signIn({ username, password, returnUrl: target }, target)
      .catch((cause: unknown) => {
        if (cause instanceof AuthRedirectError) onRedirect(cause);
        else setError(errorMessageKey(cause));
      })
      .finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} aria-label={translate('dm.login.title')} noValidate>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(error, { _: error })}
        </Alert>
      ) : null}
      <TextField
        name="username"
        label={translate('dm.login.username')}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={missing(username)}
        helperText={missing(username) ? required : undefined}
        required
        autoFocus
        disabled={busy}
        fullWidth
      />
      <TextField
        name="password"
        type="password"
        label={translate('dm.login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing(password)}
        helperText={missing(password) ? required : undefined}
        required
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ mt: 2 }}>
        {busy ? <CircularProgress size={22} sx={{ mr: 1 }} color="inherit" /> : null}
        {translate(busy ? 'dm.login.submitting' : 'dm.login.submit')}
      </Button>
    </form>
  );
};
