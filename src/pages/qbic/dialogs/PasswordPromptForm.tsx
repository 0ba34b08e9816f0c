import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DEVICE_PASSWORD_MAX_LENGTH, DEVICE_PASSWORD_MIN_LENGTH } from '../../../config';

export interface PromptedPlayer {
  name: string;
  serial: string;
  ip: string;
}

const validLength = (text: string) =>
  text.length >= DEVICE_PASSWORD_MIN_LENGTH && text.length <= DEVICE_PASSWORD_MAX_LENGTH;

/** The prompt's content: a fresh, empty password field for one player. */
export const PasswordPromptForm = ({
  player,
  onAnswer,
}: {
  player: PromptedPlayer;
  onAnswer(value: string | null): void;
}) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !validLength(password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validLength(password)) onAnswer(password);
  };
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="qbic-prompt-title">{translate('dm.qbic.prompt.heading')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('dm.qbic.prompt.message', { ...player })}
        </DialogContentText>
        <TextField
          name="devicePassword"
          type="password"
          label={translate('dm.qbic.prompt.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={translate('dm.qbic.prompt.length', {
            min: DEVICE_PASSWORD_MIN_LENGTH,
            max: DEVICE_PASSWORD_MAX_LENGTH,
          })}
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: DEVICE_PASSWORD_MAX_LENGTH } }}
          autoFocus
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(null)}>{translate('dm.common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!validLength(password)}>
          {translate('dm.qbic.prompt.authorize')}
        </Button>
      </DialogActions>
    </form>
  );
};
