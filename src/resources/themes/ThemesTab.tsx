import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Themes tab of the kiosk area, mounted at /kiosk/themes/* (list, create, edit). */
export const ThemesTab = () => {
  const translate = useTranslate();
  return <Typography variant="h6">{translate('dm.menu.themes')}</Typography>;
};
