import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The bar shown while a page or the shell loads, named for screen readers ("Loading…"). */
export const PageProgress = () => {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('dm.common.loading')} />;
};
