import AddCircleIcon from '@mui/icons-material/AddCircle';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChipList } from '../../components/ChipList';

export interface EmailChipsFieldProps {
  emails: readonly string[];
  value: string;
  disabled: boolean;
  /** Translation key of the error to show, if any. */
  error: string | null;
  onChange(value: string): void;
  onAdd(): void;
  onRemove(email: string): void;
}

/** An email field with an add icon (Enter adds too) and the added addresses as removable chips. */
export const EmailChipsField = ({
  emails,
  value,
  disabled,
  error,
  onChange,
  onAdd,
  onRemove,
}: EmailChipsFieldProps) => {
  const translate = useTranslate();
  return (
    <Box>
      <TextField
        name="email"
        type="email"
        label={translate('dm.kioskSettings.email')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onAdd();
          }
        }}
        error={error !== null}
        helperText={translate(error ?? 'dm.kioskSettings.emailHelp')}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={onAdd}
                  disabled={disabled || value.trim() === ''}
                  aria-label={translate('dm.kioskSettings.addEmail')}
                  edge="end"
                >
                  <AddCircleIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <ChipList
        items={emails.map((email) => ({ key: email, label: email }))}
        label={translate('dm.kioskSettings.emails')}
        disabled={disabled}
        onRemove={onRemove}
      />
    </Box>
  );
};
