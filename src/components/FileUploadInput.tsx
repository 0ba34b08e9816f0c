import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Snackbar, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SNACKBAR_DURATION_MS } from '../config';
import { extensionsLabel, hasAcceptedExtension } from '../players/bulkSave/rules';
import { FileChooserButton } from './FileChooserButton';

export interface FileUploadInputProps {
  /** Accepted extensions with their dot, e.g. ['.apk']; checked case-insensitively. */
  accept: readonly string[];
  /** The chosen file (anything with a name), or null. */
  file: { name: string } | null;
  onChange(file: File): void;
  /** The button's text: what to choose ("Choose .apk file"). */
  label: string;
  /**
   * The button's accessible name where its text alone does not say which file (two logos on one page): it begins
   * with the text ("Choose file (Logo on a dark background)").
   */
  accessibleName?: string;
  name?: string;
  disabled?: boolean;
  /** Shown under the control, in the error colour. */
  error?: string;
  /** A file of another type: when given, the caller says why (under the control) instead of the snackbar. */
  onRefuse?(file: File): void;
  /** The button takes the focus when shown (a dialog that came back to its picker). */
  autoFocus?: boolean;
}

/**
 * A file picker that takes a file only by its extension (001 §2, §5). Any other file is dropped and a snackbar
 * says "Only {extensions} files can be uploaded." (the spec's "Please Upload … File Only") for 5 seconds. The
 * button opens the chooser by mouse, Enter or Space; the chosen file's name beside it describes the button and is
 * announced when it changes.
 */
export const FileUploadInput = ({
  accept,
  file,
  onChange,
  label,
  accessibleName,
  name,
  disabled,
  error,
  onRefuse,
  autoFocus,
}: FileUploadInputProps) => {
  const translate = useTranslate();
  const nameId = useId();
  const errorId = useId();
  const [refused, setRefused] = useState(false);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <FileChooserButton
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          autoFocus={autoFocus}
          name={name}
          accept={accept.join(',')}
          aria-label={accessibleName}
          aria-describedby={error ? `${nameId} ${errorId}` : nameId}
          onChoose={(chosen) => {
            if (hasAcceptedExtension(chosen.name, accept)) onChange(chosen);
            else if (onRefuse) onRefuse(chosen);
            else setRefused(true);
          }}
        >
          {label}
        </FileChooserButton>
        <Typography
          id={nameId}
          variant="body2"
          color={file ? 'textPrimary' : 'textSecondary'}
          noWrap
          aria-live="polite"
        >
          {file ? file.name : translate('dm.inputs.file.none')}
        </Typography>
      </Stack>
      {error ? (
        <Typography id={errorId} variant="caption" color="error" role="alert">
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
