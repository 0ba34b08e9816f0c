import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOR = /^#[0-9a-f]{6}$/i;

/** The accent colour as #rrggbb: typed, pasted or picked with the browser's colour picker. */
export const AccentColorField = ({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange(value: string): void;
}) => {
  const translate = useTranslate();
  const valid = COLOR.test(value);
  return (
    <TextField
      name="accentColor"
      label={translate('dm.workplace.fields.accentColor')}
      value={value}
      disabled={disabled}
      error={!valid}
      helperText={translate(valid ? 'dm.workplace.theme.accentHelp' : 'dm.workplace.theme.accentInvalid')}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: 280 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <input
                type="color"
                aria-label={translate('dm.workplace.theme.pickColor')}
                value={valid ? value.toLowerCase() : '#000000'}
                disabled={disabled}
                onChange={(event) => onChange(event.target.value)}
                style={{
                  width: 28,
                  height: 28,
                  padding: 0,
                  border: 'none',
                  background: 'none',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
