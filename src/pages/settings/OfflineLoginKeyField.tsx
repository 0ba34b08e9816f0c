import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

export interface OfflineLoginKeyFieldProps {
  value: string;
  disabled: boolean;
  busy: boolean;
  /** Makes a new key; asked only after the user confirms. */
  onRefresh(): void;
}

/** The offline login key with a refresh icon that first asks "Are you sure?" (001 §8). */
export const OfflineLoginKeyField = ({ value, disabled, busy, onRefresh }: OfflineLoginKeyFieldProps) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const label = translate('dm.kioskSettings.refreshKey');
  return (
    <>
      <TextField
        name="offlineLoginKey"
        label={translate('dm.kioskSettings.offlineKey')}
        value={value}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={label}>
                  <span>
                    <IconButton
                      onClick={() => setConfirming(true)}
                      disabled={disabled || busy}
                      aria-label={label}
                      edge="end"
                    >
                      <RefreshIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Confirm
        isOpen={confirming}
        title="dm.kioskSettings.refreshTitle"
        content="dm.kioskSettings.refreshWarning"
        confirm="dm.kioskSettings.refreshConfirm"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          onRefresh();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
