import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { areaOf, turnedAwayFrom } from '../authProvider/guards';

/**
 * Says where a person was sent and why, after a guard turned them away from an area their account cannot open (a
 * contributor following a link to the content admin's rules lands in the library). It stays until closed or until
 * the person moves on; closing it clears the note from the history entry, so a reload does not bring it back.
 */
export const TurnedAwayNotice = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const from = turnedAwayFrom(location.state);
  const to = areaOf(location.pathname);
  if (!from || !to || to === 'unauthorized') return null;
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="turned-away"
      sx={{ mx: 2, mt: 2 }}
      onClose={() =>
        navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true },
        )
      }
      closeText={translate('dm.common.close')}
    >
      {translate('dm.shell.turned_away', {
        from: translate(`dm.menu.${from}`),
        to: translate(`dm.menu.${to}`),
      })}
    </Alert>
  );
};
