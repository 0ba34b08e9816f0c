import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The QBIC devices tab of the kiosk area (/kiosk/qbic). */
export const QbicPage = () => {
  const translate = useTranslate();
  return <Typography variant="h6">{translate('dm.menu.qbic')}</Typography>;
};
