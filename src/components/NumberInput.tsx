import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '../config';
import { clampNumber, parseNumberInput } from './numberInput';

export interface NumberInputProps {
  value: number;
  onChange(value: number): void;
  /** Default 0. */
  min?: number;
  /** Default 999. */
  max?: number;
  /** Shows the value as a percent. */
  percent?: boolean;
  label?: string;
  name?: string;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}

/** A whole number from min to max (000 §2.11): digits only, clamped, with up and down arrows. */
export const NumberInput = ({
  value,
  onChange,
  min = NUMBER_INPUT_MIN,
  max = NUMBER_INPUT_MAX,
  percent = false,
  label,
  name,
  disabled,
  helperText,
  error,
}: NumberInputProps) => {
  const translate = useTranslate();
  const step = (delta: number) => onChange(clampNumber(value + delta, min, max));
  return (
    <TextField
      label={label}
      name={name}
      value={String(value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      size="small"
      onChange={(event) => onChange(parseNumberInput(event.target.value, min, max))}
      onKeyDown={(event) => {
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          step(event.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          role: 'spinbutton',
          'aria-valuemin': min,
          'aria-valuemax': max,
          'aria-valuenow': value,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {percent ? '%' : null}
              <Stack>
                <IconButton
                  size="small"
                  aria-label={translate('dm.inputs.number.increase')}
                  disabled={disabled || value >= max}
                  onClick={() => step(1)}
                  sx={{ p: 0 }}
                >
                  <ArrowDropUpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('dm.inputs.number.decrease')}
                  disabled={disabled || value <= min}
                  onClick={() => step(-1)}
                  sx={{ p: 0 }}
                >
                  <ArrowDropDownIcon fontSize="small" />
                </IconButton>
              </Stack>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
