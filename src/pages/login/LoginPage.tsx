import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { errorMessageKey } from '../../dataProvider/errorCodes';

/** Sign-in through the platform: credentials and the browser fingerprint (the auth provider adds it). */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const from = (location.state as { nextPathname?: string } | null)?.nextPathname;
    login({ username, password }, from)
      .catch((cause: unknown) => setError(errorMessageKey(cause)))
      .finally(() => setBusy(false));
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card
        component="form"
        onSubmit={submit}
        sx={{ width: '100%', maxWidth: 380 }}
        aria-label={translate('dm.login.title')}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate('dm.login.title')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {translate(error, { _: error })}
            </Alert>
          )}
          <TextField
            name="username"
            label={translate('dm.login.username')}
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
            autoFocus
            disabled={busy}
          />
          <TextField
            name="password"
            type="password"
            label={translate('dm.login.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            disabled={busy}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? <CircularProgress size={22} sx={{ mr: 1 }} /> : null}
            {translate(busy ? 'dm.login.submitting' : 'dm.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
