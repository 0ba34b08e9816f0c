import { Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput';
import { fieldErrorMessage } from './fieldError';

export interface ContentFileInputProps {
  source: string;
  /** Extensions without the dot. */
  extensions: readonly string[];
  label: string;
  /** The button's accessible name where the label alone does not say which file (one per language). */
  accessibleName?: string;
  /** The file stored now, kept until another is chosen. */
  storedName?: string | null;
}

/** A form field holding a chosen File; the picker takes only the given extensions (000 §5). */
export const ContentFileInput = ({
  source,
  extensions,
  label,
  accessibleName,
  storedName,
}: ContentFileInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<File | null>({ source, defaultValue: null });
  // The form's validation hands the key over wrapped as {message}: read it, never show the object.
  const error = fieldErrorMessage(fieldState.error?.message);
  return (
    <Stack spacing={0.5} sx={{ my: 1 }}>
      <FileUploadInput
        accept={extensions.map((extension) => `.${extension}`)}
        file={field.value ?? (storedName ? { name: storedName } : null)}
        onChange={(file) => field.onChange(file)}
        label={translate(label)}
        accessibleName={accessibleName}
        name={source}
        error={error ? translate(error.key, { _: error.key, ...error.args }) : undefined}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('dm.content.form.file_hint', { extensions: extensions.join(', ') })}
      </Typography>
    </Stack>
  );
};
