import { Alert, Button, DialogActions, Stack } from '@mui/material';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

export interface SettingsActionsProps {
  /** The form differs from what was loaded: Save is offered and Close asks before discarding. */
  dirty: boolean;
  /** Saving: both buttons wait, and Escape does nothing. */
  busy: boolean;
  /** Something else is under way (a lookup, a new key): the buttons wait for it. */
  waiting?: boolean;
  /** The message key of Save while it saves. */
  savingLabel: string;
  onSave(): void;
  onClose(): void;
  /** Where the dialog finds the close request for Escape and a click beside it (which asks first as well). */
  requestClose?: RefObject<(() => void) | null>;
}

/**
 * Close and Save of a settings dialog (001 §4): Save only after a change; Close with unsaved changes asks
 * "Discard your changes?" first, and so do Escape and a click beside the dialog.
 */
export const SettingsActions = ({
  dirty,
  busy,
  waiting = false,
  savingLabel,
  onSave,
  onClose,
  requestClose,
}: SettingsActionsProps) => {
  const translate = useTranslate();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const close = () => (dirty ? setAskingToDiscard(true) : onClose());
  useEffect(() => {
    if (!requestClose) return;
    requestClose.current = busy ? () => undefined : close;
    return () => {
      requestClose.current = null;
    };
  });
  return (
    <>
      {askingToDiscard ? (
        <Alert
          severity="warning"
          role="alertdialog"
          aria-label={translate('dm.ux.settings.discard_title')}
          sx={{ mx: 3 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setAskingToDiscard(false)} autoFocus>
                {translate('ra.action.cancel')}
              </Button>
              <Button color="inherit" size="small" onClick={onClose}>
                {translate('dm.common.close')}
              </Button>
            </Stack>
          }
        >
          <strong>{translate('dm.ux.settings.discard_title')}</strong>{' '}
          {translate('dm.ux.settings.discard_message')}
        </Alert>
      ) : null}
      <DialogActions>
        <Button onClick={close} disabled={busy || waiting}>
          {translate('dm.common.close')}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy || waiting || !dirty}>
          {translate(busy ? savingLabel : 'dm.common.save')}
        </Button>
      </DialogActions>
    </>
  );
};
