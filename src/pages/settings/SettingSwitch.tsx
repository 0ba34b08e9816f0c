import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SettingSwitchProps {
  name: string;
  /** Translation key of the label. */
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** One on/off setting of the settings dialog, with its label. */
export const SettingSwitch = ({ name, label, checked, disabled, onChange }: SettingSwitchProps) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={
        <Switch
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      label={translate(label)}
    />
  );
};
