import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Snackbar, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SNACKBAR_DURATION_MS } from '../config';
import { extensionsLabel, hasAcceptedExtension } from '../players/bulkSave/rules';

export interface FileUploadInputProps {
  /** Accepted extensions with their dot, e.g. ['.apk']; checked case-insensitively. */
  accept: readonly string[];
  /** The chosen file (anything with a name), or null. */
  file: { name: string } | null;
  onChange(file: File): void;
  label: string;
  name?: string;
  disabled?: boolean;
  /** Shown under the control, in the error colour. */
  error?: string;
  /** A file of another type: when given, the caller says why (under the control) instead of the snackbar. */
  onRefuse?(file: File): void;
}

/**
 * A file picker that takes a file only by its extension (001 §2, §5). Any other file is dropped and a
 * snackbar says "Please Upload {extensions} File Only" for 5 seconds.
 */
export const FileUploadInput = ({
  accept,
  file,
  onChange,
  label,
  name,
  disabled,
  error,
  onRefuse,
}: FileUploadInputProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const [refused, setRefused] = useState(false);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
        >
          {label}
          <input
            id={inputId}
            type="file"
            name={name}
            hidden
            disabled={disabled}
            accept={accept.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              if (hasAcceptedExtension(chosen.name, accept)) onChange(chosen);
              else if (onRefuse) onRefuse(chosen);
              else setRefused(true);
            }}
          />
        </Button>
        <Typography variant="body2" color={file ? 'textPrimary' : 'textSecondary'} noWrap>
          {file ? file.name : translate('dm.inputs.file.none')}
        </Typography>
      </Stack>
      {error ? (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      <Snackbar
        open={refused}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setRefused(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setRefused(false)}>
          {translate('dm.inputs.file.only', { extensions: extensionsLabel(accept) })}
        </Alert>
      </Snackbar>
    </Stack>
  );
};
