import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useWorkplaceEditor } from '../editor/workplaceEditorContext';
import { pictureModel } from '../model/picture';
import { AppPicture } from './AppPicture';

/** The workplace app's home screen in light and dark, updated as the form changes. */
export const AppPictures = () => {
  const translate = useTranslate();
  const { state } = useWorkplaceEditor();
  const { theme, features, files } = state;
  const light = useMemo(() => pictureModel('light', theme, features, files), [theme, features, files]);
  const dark = useMemo(() => pictureModel('dark', theme, features, files), [theme, features, files]);
  return (
    <Stack spacing={1} component="section" aria-label={translate('dm.workplace.picture.title')}>
      <Typography variant="subtitle2">{translate('dm.workplace.picture.title')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AppPicture model={light} />
        <AppPicture model={dark} />
      </Stack>
    </Stack>
  );
};
