import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormField } from '../../../../players/bulkSave';
import type { GroupProps } from './groupProps';

type TextFieldName = {
  [K in FormField]: GroupProps['form'][K] extends string ? K : never;
}[FormField];

export interface TextSettingProps extends GroupProps {
  field: TextFieldName;
  type?: 'text' | 'password' | 'time' | 'url';
}

/** A text field of the form, labelled dm.qbicConfig.fields.<field>, with its error. */
export const TextSetting = ({ field, type = 'text', form, update, disabled, errorOf }: TextSettingProps) => {
  const translate = useTranslate();
  return (
    <TextField
      name={field}
      type={type}
      label={translate(`dm.qbicConfig.fields.${field}`)}
      value={form[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      disabled={disabled}
      size="small"
      fullWidth
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      slotProps={type === 'time' ? { inputLabel: { shrink: true } } : undefined}
      {...errorOf(field)}
    />
  );
};
