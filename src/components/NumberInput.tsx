import { useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment, Stack, TextField, type TextFieldProps } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { useTranslate } from 'react-admin';
import { digitsOnly, parseNumberInput, stepNumber, type NumberBounds } from './numberInput';

const STEPS = [
  { delta: 1, key: 'dm.numberInput.increase', Icon: ArrowDropUpIcon },
  { delta: -1, key: 'dm.numberInput.decrease', Icon: ArrowDropDownIcon },
] as const;

export interface NumberInputProps extends NumberBounds {
  value: number;
  onChange: (value: number) => void;
  label: string;
  name?: string;
  /** Shows the value as a percentage. */
  percent?: boolean;
  disabled?: boolean;
  helperText?: string;
  size?: TextFieldProps['size'];
}

/** A whole number from min to max (0 to 999 by default) with up and down arrows (000 §2.11, §5). */
export const NumberInput = ({
  value,
  onChange,
  label,
  name,
  percent,
  disabled,
  helperText,
  size,
  min,
  max,
}: NumberInputProps) => {
  const translate = useTranslate();
  const bounds = { min, max };
  // What is being typed; null shows the value itself.
  const [typing, setTyping] = useState<string | null>(null);
  const step = (delta: number) => {
    setTyping(null);
    onChange(stepNumber(value, delta, bounds));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <TextField
      label={label}
      name={name}
      size={size}
      disabled={disabled}
      helperText={helperText}
      value={typing ?? String(value)}
      onChange={(event) => {
        const digits = digitsOnly(event.target.value);
        setTyping(digits);
        onChange(parseNumberInput(digits, bounds));
      }}
      onBlur={() => setTyping(null)}
      onKeyDown={onKeyDown}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-valuenow': value, role: 'spinbutton' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {percent ? '%' : null}
              <Stack>
                {STEPS.map(({ delta, key, Icon }) => (
                  <IconButton
                    key={key}
                    size="small"
                    sx={{ p: 0 }}
                    aria-label={translate(key)}
                    onClick={() => step(delta)}
                    disabled={disabled}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                ))}
              </Stack>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
