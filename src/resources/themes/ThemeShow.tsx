import { Divider, Stack } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { LookActions } from '../looks/LookActions';
import { LookDetails, LookMetaDetails } from '../looks/LookDetails';
import { ThemePreview } from './ThemePreview';
import { THEME_FIELDS, THEME_RULES, type Theme } from '../../domain/looks/themeModel';

const SHOWN = THEME_FIELDS.filter((field) => field !== 'logoText' && field !== 'logoUrl');

const ThemeDetails = () => {
  const theme = useRecordContext<Theme>();
  if (!theme) return null;
  const logoField = theme.logoType === 'image' ? 'logoUrl' : 'logoText';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <LookDetails resource="themes" fields={[...SHOWN, logoField]} rules={THEME_RULES} />
        <Divider />
        <LookMetaDetails resource="themes" />
      </Stack>
      <ThemePreview {...theme} />
    </Stack>
  );
};

/** One theme: its settings, where it is used, its last change, and a preview. */
export const ThemeShow = () => (
  <Show actions={<LookActions resource="themes" page="show" />}>
    <ThemeDetails />
  </Show>
);
