import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ChoiceFieldProps<T extends string> {
  name: string;
  value: T;
  choices: readonly T[];
  onChange(value: T): void;
  disabled: boolean;
}

/** A row of radio buttons whose labels are dm.qbicConfig.options.<choice>. */
export const ChoiceField = <T extends string>({
  name,
  value,
  choices,
  onChange,
  disabled,
}: ChoiceFieldProps<T>) => {
  const translate = useTranslate();
  return (
    <RadioGroup row name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {choices.map((choice) => (
        <FormControlLabel
          key={choice}
          value={choice}
          disabled={disabled}
          control={<Radio size="small" />}
          label={translate(`dm.qbicConfig.options.${choice}`)}
        />
      ))}
    </RadioGroup>
  );
};
