import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfirm } from '../../components/useConfirm';

export interface OfflineLoginKeyFieldProps {
  value: string;
  disabled: boolean;
  /** Makes and keeps a new key; called only after the user confirms. */
  onRefresh(): Promise<unknown>;
}

/** The offline login key with a refresh icon that first asks "Are you sure?" (001 §8). */
export const OfflineLoginKeyField = ({ value, disabled, onRefresh }: OfflineLoginKeyFieldProps) => {
  const translate = useTranslate();
  const confirm = useConfirm();
  const refresh = () =>
    void confirm({
      type: 'warning',
      title: 'dm.kioskSettings.refreshTitle',
      message: 'dm.kioskSettings.refreshWarning',
      action: async () => {
        await onRefresh();
      },
    });
  const label = translate('dm.kioskSettings.refreshKey');
  return (
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
                  <IconButton onClick={refresh} disabled={disabled} aria-label={label} edge="end">
                    <RefreshIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
