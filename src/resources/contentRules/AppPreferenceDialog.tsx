import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppPreference } from './appPreference';

export interface AppPreferenceDialogProps {
  onChoose(choice: AppPreference, remember: boolean): void;
  onCancel(): void;
}

/** KIOSK or WORKPLACE, remember my preference, Next; Next without a choice says one must be chosen (000 §2.2). */
export const AppPreferenceDialog = ({ onChoose, onCancel }: AppPreferenceDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [choice, setChoice] = useState<AppPreference | null>(null);
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('dm.content.preference.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={choice}
            onChange={(_event, next: AppPreference | null) => {
              setChoice(next);
              if (next) setMissing(false);
            }}
            fullWidth
          >
            <ToggleButton value="KIOSK">{translate('dm.content.preference.kiosk')}</ToggleButton>
            <ToggleButton value="WORKPLACE">{translate('dm.content.preference.workplace')}</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={translate('dm.content.preference.remember')}
          />
          {missing ? <Alert severity="error">{translate('dm.content.preference.must_select')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('dm.common.cancel')}</Button>
        <Button variant="contained" onClick={() => (choice ? onChoose(choice, remember) : setMissing(true))}>
          {translate('dm.content.preference.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
