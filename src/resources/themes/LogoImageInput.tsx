import { Box, FormHelperText, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useInput, useLocale, useTranslate, ValidationError } from 'react-admin';
import { formatKilobytes } from '../../components/format';
import { LOGO_MAX_BYTES } from '../../config';
import type { Issue } from '../../domain/looks/fieldRules';
import { issueText } from '../looks/issueMessage';
import { readLogoFile } from './logoFile';
import { LOGO_IMAGE_TYPES } from '../../domain/looks/themeModel';

/**
 * The logo image: a file chosen here is checked (format, size) and kept in the form as a data URL. A refused
 * file leaves the current image in place and says why.
 */
export const LogoImageInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const fileInput = useRef<HTMLInputElement>(null);
  const [readIssue, setReadIssue] = useState<Issue | null>(null);
  const { field, fieldState } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readLogoFile(file);
    setReadIssue(read.ok ? null : read.issue);
    if (read.ok) field.onChange(read.dataUrl);
  };

  const formError = fieldState.invalid ? fieldState.error?.message : undefined;
  const message = readIssue ? (
    issueText(translate, readIssue, locale)
  ) : formError ? (
    <ValidationError error={formError} />
  ) : (
    translate('dm.themes.logo.hint', { max: formatKilobytes(LOGO_MAX_BYTES, locale) })
  );

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Box
        sx={{
          minHeight: 64,
          minWidth: 240,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
          color: 'text.secondary',
        }}
      >
        {value ? (
          <Box
            component="img"
            src={value}
            alt={translate('resources.themes.fields.logoUrl')}
            sx={{ maxHeight: 64, maxWidth: 240 }}
          />
        ) : (
          translate('dm.themes.logo.none')
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          label={value ? 'dm.themes.logo.replace' : 'dm.themes.logo.choose'}
          variant="outlined"
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon />
        </Button>
        {value && <Button label="dm.themes.logo.remove" onClick={() => field.onChange(null)} />}
      </Stack>
      <input
        ref={fileInput}
        type="file"
        name="logoFile"
        accept={LOGO_IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => void choose(event)}
      />
      <FormHelperText error={Boolean(readIssue || formError)} data-testid="logo-message">
        {message}
      </FormHelperText>
    </Stack>
  );
};
