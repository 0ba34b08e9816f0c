import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SettingSwitchProps {
  name: string;
  /** Translation key of the label. */
  label: string;
  /** Translation key of a sentence that explains what the setting does. */
  description?: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** One on/off setting of the settings dialog, with its label. */
export const SettingSwitch = ({
  name,
  label,
  description,
  checked,
  disabled,
  onChange,
}: SettingSwitchProps) => {
  const translate = useTranslate();
  const describedBy = description ? `${name}-description` : undefined;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label={translate(label)}
      />
      {description ? (
        <Typography id={describedBy} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
          {translate(description)}
        </Typography>
      ) : null}
    </Box>
  );
};
