import { useMemo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BRANDING_TEXT_MAX } from '../../config';
import { choicesOf } from '../looks/choices';
import { useIssueValidate } from '../looks/useIssueValidate';
import type { LookFormProps } from '../looks/lookForm';
import { LookTypeInput } from '../looks/LookTypeInput';
import { ColorInput } from './ColorInput';
import { LogoImageInput } from './LogoImageInput';
import { ThemePreview } from './ThemePreview';
import {
  LOGO_TYPES,
  THEME_MODES,
  themeDefaults,
  themeIssues,
  type ThemeFields,
} from '../../domain/looks/themeModel';

/** A text logo or an image, whichever the logo type says. */
const LogoInput = () => {
  const translate = useTranslate();
  const logoType = useWatch({ name: 'logoType' }) as ThemeFields['logoType'];
  if (logoType === 'image') return <LogoImageInput source="logoUrl" />;
  return (
    <TextInput
      source="logoText"
      helperText={translate('dm.themes.logo.text_hint', {
        smart_count: BRANDING_TEXT_MAX,
        max: BRANDING_TEXT_MAX,
      })}
    />
  );
};

/** The preview follows the form as the person edits. */
const LivePreview = () => {
  const translate = useTranslate();
  const [mode, accentColor, logoType, logoText, logoUrl] = useWatch({
    name: ['mode', 'accentColor', 'logoType', 'logoText', 'logoUrl'],
  }) as [ThemeFields['mode'], string, ThemeFields['logoType'], string | null, string | null];
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, alignSelf: 'flex-start' }}>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('dm.themes.preview.title')}
      </Typography>
      <ThemePreview
        mode={mode}
        accentColor={accentColor}
        logoType={logoType}
        logoText={logoText}
        logoUrl={logoUrl}
      />
    </Box>
  );
};

/** Label, display type, mode, accent colour and logo of a theme, beside a live preview. */
export const DeviceThemeForm = ({ toolbar, notice, isCreate, type = 'RD' }: LookFormProps) => {
  const defaults = useMemo(() => ({ ...themeDefaults(), type }), [type]);
  const validate = useIssueValidate(themeIssues);
  return (
    <SimpleForm toolbar={toolbar} validate={validate} defaultValues={defaults}>
      {notice}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ width: '100%' }}>
        <Stack sx={{ flex: 1, maxWidth: 520 }}>
          <LookTypeInput isCreate={isCreate} />
          <TextInput source="name" />
          <SelectInput source="mode" choices={choicesOf('themes', 'mode', THEME_MODES)} />
          <ColorInput source="accentColor" />
          <RadioButtonGroupInput source="logoType" choices={choicesOf('themes', 'logoType', LOGO_TYPES)} />
          <LogoInput />
        </Stack>
        <LivePreview />
      </Stack>
    </SimpleForm>
  );
};
