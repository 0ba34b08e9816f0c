import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

const COLOR = /^#[0-9a-f]{6}$/i;

/** The browser's colour picker beside the text, writing the same field. */
const Picker = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value = String(useWatch({ name: source }) ?? '');
  return (
    <InputAdornment position="start">
      <input
        type="color"
        aria-label={translate('dm.themes.pick_color')}
        value={COLOR.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event) =>
          setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })
        }
        style={{ width: 28, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
    </InputAdornment>
  );
};

/** A colour in the form #rrggbb: typed, pasted or picked. */
export const ColorInput = (props: TextInputProps) => (
  <TextInput {...props} InputProps={{ startAdornment: <Picker source={props.source} /> }} />
);
