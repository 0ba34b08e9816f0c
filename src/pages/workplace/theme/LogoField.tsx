import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { AddressNote } from '../../../components/AddressNote';
import { FileUploadInput } from '../../../components/FileUploadInput';
import { formatKilobytes } from '../../../components/format';
import { usePolicyBlocked } from '../../../components/policyBlocks';
import { LOGO_MAX_BYTES } from '../../../config';
import type { Issue } from '../../../domain/looks/fieldRules';
import { issueText } from '../../../resources/looks/issueMessage';
import { readLogoFile } from '../../../resources/themes/logoFile';
import type { LogoSlot } from '../../../domain/workplace/types';
import type { PendingLogo } from '../model/editorState';

export type LogoBackdrop = 'dark' | 'light' | 'both';

/** The sample's background: the app's own for one mode; for both, a neutral check that shows transparency. */
const BACKDROPS: Record<LogoBackdrop, object> = {
  dark: { bgcolor: '#121212', color: '#e0e0e0' },
  light: { bgcolor: '#ffffff', color: '#5f6368' },
  both: {
    color: '#5f6368',
    backgroundColor: '#ffffff',
    backgroundImage:
      'linear-gradient(45deg, #e8e8e8 25%, transparent 25%, transparent 75%, #e8e8e8 75%), linear-gradient(45deg, #e8e8e8 25%, transparent 25%, transparent 75%, #e8e8e8 75%)',
    backgroundSize: '16px 16px',
    backgroundPosition: '0 0, 8px 8px',
  },
};

/** Extensions a logo file may have (checked on the name, 001 §5 file upload). */
const LOGO_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.svg'] as const;

export interface LogoFieldProps {
  slot: LogoSlot;
  /** Translation key of the field's label. */
  label: string;
  /** Translation key of the logo's name among all logos of the form ("Theme logo (dark)"), for its picker. */
  name: string;
  /** What the logo will stand on in the app: the dark theme, the light one, or both (one logo for both). */
  backdrop: LogoBackdrop;
  url: string;
  pending: PendingLogo | undefined;
  disabled: boolean;
  onUrl(url: string): void;
  onFile(logo: PendingLogo | null): void;
}

/**
 * One logo: an address, or a file read at once (extension, at most 100,000 bytes, an image) and shown before
 * it is uploaded with the configuration.
 */
export const LogoField = ({
  slot,
  label,
  name: logoName,
  backdrop,
  url,
  pending,
  disabled,
  onUrl,
  onFile,
}: LogoFieldProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [issue, setIssue] = useState<Issue | null>(null);
  const shown = pending?.dataUrl ?? (url.trim() === '' ? null : url);
  // An outside address the console's security policy does not allow shows no image: say why.
  const blocked = usePolicyBlocked(pending ? '' : url, 'img-src');
  const choose = async (file: File) => {
    const read = await readLogoFile(file);
    setIssue(read.ok ? null : read.issue);
    if (read.ok) onFile({ file, dataUrl: read.dataUrl });
  };
  const name = `logo-${slot.replace(' ', '-')}`;
  return (
    <Stack spacing={1} data-testid={name}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 176,
            height: 80,
            flexShrink: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            typography: 'caption',
            ...BACKDROPS[backdrop],
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={translate(label)}
              sx={{ maxWidth: 160, maxHeight: 64, objectFit: 'contain' }}
            />
          ) : (
            translate('dm.workplace.theme.noLogo')
          )}
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
          <TextField
            name={`${name}-url`}
            size="small"
            label={translate('dm.workplace.theme.logoUrl')}
            value={pending ? '' : url}
            placeholder={pending ? pending.file.name : 'https://'}
            disabled={disabled || pending !== undefined}
            onChange={(event) => onUrl(event.target.value)}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FileUploadInput
              accept={LOGO_EXTENSIONS}
              file={pending?.file ?? null}
              name={`${name}-file`}
              label={translate('dm.workplace.theme.chooseFile')}
              accessibleName={translate('dm.workplace.theme.chooseFileFor', { logo: translate(logoName) })}
              disabled={disabled}
              onChange={(file) => void choose(file)}
            />
            {shown ? (
              <Button
                size="small"
                disabled={disabled}
                onClick={() => {
                  setIssue(null);
                  onFile(null);
                }}
              >
                {translate('dm.workplace.theme.removeLogo')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
      {blocked !== null ? (
        <AddressNote warning testId={`${name}-blocked`}>
          {translate('dm.workplace.theme.logoBlocked', { origin: blocked })}
        </AddressNote>
      ) : null}
      <Typography
        variant="caption"
        color={issue ? 'error' : 'text.secondary'}
        role={issue ? 'alert' : undefined}
      >
        {issue
          ? issueText(translate, issue, locale)
          : translate('dm.themes.logo.hint', { max: formatKilobytes(LOGO_MAX_BYTES, locale) })}
      </Typography>
    </Stack>
  );
};
