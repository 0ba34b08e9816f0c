import AddCircleIcon from '@mui/icons-material/AddCircle';
import { Box, Chip, IconButton, InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMAIL_CHIPS_MAX_HEIGHT_PX } from '../../config';

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
      {emails.length > 0 && (
        <Box
          sx={{
            maxHeight: EMAIL_CHIPS_MAX_HEIGHT_PX,
            overflowY: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            mt: 1,
          }}
          aria-label={translate('dm.kioskSettings.emails')}
          role="list"
        >
          {emails.map((email) => (
            <Chip
              key={email}
              role="listitem"
              label={email}
              size="small"
              disabled={disabled}
              onDelete={() => onRemove(email)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
