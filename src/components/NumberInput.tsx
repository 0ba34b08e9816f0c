import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import { useState } from 'react';
import { IconButton, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NUMBER_INPUT_MAX, NUMBER_INPUT_MIN } from '../config';
import { clampNumber, readNumberInput } from './numberInput';

export interface NumberInputProps {
  value: number;
  onChange(value: number): void;
  /** Default 0. */
  min?: number;
  /** Default 999. */
  max?: number;
  /** Shows the value as a percent. */
  percent?: boolean;
  /** The unit after the number ("seconds"), already translated. */
  unit?: string;
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
  unit,
  label,
  name,
  disabled,
  helperText,
  error,
}: NumberInputProps) => {
  const translate = useTranslate();
  // What was typed and changed (a sign, letters, out of range), shown under the field until the next edit.
  const [adjusted, setAdjusted] = useState<string | null>(null);
  const step = (delta: number) => {
    setAdjusted(null);
    onChange(clampNumber(value + delta, min, max));
  };
  const notice = adjusted
    ? translate('dm.ux.number.adjusted', { typed: adjusted, value, min, max })
    : undefined;
  return (
    <TextField
      label={label}
      name={name}
      value={String(value)}
      disabled={disabled}
      error={error}
      helperText={helperText ?? notice}
      size="small"
      onChange={(event) => {
        const reading = readNumberInput(event.target.value, min, max);
        setAdjusted(reading.adjusted ? event.target.value : null);
        onChange(reading.value);
      }}
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
              {unit ? (
                <Typography component="span" variant="body2" color="text.primary">
                  {unit}
                </Typography>
              ) : null}
              {/* Out of the Tab order: the field's own Arrow Up and Down do what they do, one stop per field. */}
              <Stack>
                <IconButton
                  size="small"
                  aria-label={translate('dm.inputs.number.increase')}
                  disabled={disabled || value >= max}
                  onClick={() => step(1)}
                  tabIndex={-1}
                  sx={{ p: 0 }}
                >
                  <ArrowDropUpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate('dm.inputs.number.decrease')}
                  disabled={disabled || value <= min}
                  onClick={() => step(-1)}
                  tabIndex={-1}
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
