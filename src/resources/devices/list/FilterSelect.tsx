import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  name: string;
  label: string;
  options: readonly FilterOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A multiple-choice filter: a drop-down of checkboxes showing the chosen labels. */
export const FilterSelect = ({ name, label, options, value, onChange }: FilterSelectProps) => {
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  const id = `device-filter-${name}`;
  return (
    <FormControl size="small" sx={{ width: 170 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        multiple
        labelId={`${id}-label`}
        id={id}
        name={name}
        label={label}
        value={[...value]}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',') : next);
        }}
        renderValue={(selected) => selected.map((item) => labelOf.get(item) ?? item).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} dense>
            <Checkbox size="small" checked={value.includes(option.value)} sx={{ py: 0 }} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
