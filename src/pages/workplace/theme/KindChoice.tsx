import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LogoKind } from '../../../domain/workplace/types';

export interface KindChoiceProps {
  name: string;
  /** Translation key of the question. */
  label: string;
  value: LogoKind;
  disabled: boolean;
  onChange(value: LogoKind): void;
}

/** Text or logo (001 §3: branding and logo types). */
export const KindChoice = ({ name, label, value, disabled, onChange }: KindChoiceProps) => {
  const translate = useTranslate();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={`${name}-label`}>{translate(label)}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={`${name}-label`}
        value={value}
        onChange={(event) => onChange(event.target.value as LogoKind)}
      >
        <FormControlLabel value="text" control={<Radio />} label={translate('dm.workplace.values.text')} />
        <FormControlLabel value="logo" control={<Radio />} label={translate('dm.workplace.values.logo')} />
      </RadioGroup>
    </FormControl>
  );
};
