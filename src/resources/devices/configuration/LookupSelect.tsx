import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LookupOption {
  id: string;
  name: string;
}

export interface LookupSelectProps {
  name: string;
  label: string;
  value: string | null;
  options: readonly LookupOption[] | undefined;
  onChange: (id: string | null) => void;
  loading?: boolean;
  failed?: boolean;
  /** Why nothing can be chosen yet (e.g. "Choose a region first"); disables the field. */
  waitingFor?: string;
  missing?: boolean;
}

/** The options, loading and failure state of a lookup query, as LookupSelect takes them. */
export const fromQuery = <T extends LookupOption>(query: {
  data?: readonly T[];
  isPending: boolean;
  isError: boolean;
}) => ({
  options: query.data,
  loading: query.isPending,
  failed: query.isError,
});

/** One choice from a lookup list, with its loading, failure and "missing" states. */
export const LookupSelect = (props: LookupSelectProps) => {
  const { name, label, value, options, onChange, loading, failed, waitingFor, missing } = props;
  const translate = useTranslate();
  const id = `config-${name}`;
  const known = options?.some((option) => option.id === value) ?? false;
  let hint: string | undefined;
  if (waitingFor) hint = waitingFor;
  else if (failed) hint = translate('dm.devicesTab.configure.lookupError');
  else if (missing) hint = translate('dm.devicesTab.configure.required');
  else if (!loading && options?.length === 0) hint = translate('dm.devicesTab.configure.noChoices');
  return (
    <FormControl fullWidth size="small" error={Boolean(missing || failed)} disabled={Boolean(waitingFor)}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        name={name}
        label={label}
        value={known ? (value ?? '') : ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        {(options ?? []).map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </Select>
      {hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
};
