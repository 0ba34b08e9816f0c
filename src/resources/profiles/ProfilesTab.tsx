import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The Profiles tab of the kiosk area, mounted at /kiosk/profiles/* (list, create, edit). */
export const ProfilesTab = () => {
  const translate = useTranslate();
  return <Typography variant="h6">{translate('dm.menu.profiles')}</Typography>;
};
