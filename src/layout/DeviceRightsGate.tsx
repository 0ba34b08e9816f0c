import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { RightsOutcome } from '../authProvider/deviceRights';
import { SessionContext } from '../authProvider/sessionContext';
import { PageProgress } from '../components/PageProgress';
import { ROUTES } from '../domain/addresses';
import { ConfigurationProblem } from '../components/ConfigurationProblem';
import { DeviceRightsContext } from './deviceRightsContext';

/**
 * Shows the device areas only once the device-control backend has said this person may use them (001 §7
 * /auth/init, /auth/hasRights): without the rights the person lands on /unauthorized; a refused or failed check
 * shows the configuration page with the address to check; a refused session signs out. The answer is kept for
 * the signed-in user, so a kept one shows the area at once.
 */
export const DeviceRightsGate = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const rights = useContext(DeviceRightsContext);
  const session = useContext(SessionContext);
  const [outcome, setOutcome] = useState<RightsOutcome | null>(() => rights.known());
  useEffect(() => {
    if (outcome) return;
    let live = true;
    void rights.check().then((answer) => {
      if (live) setOutcome(answer);
    });
    return () => {
      live = false;
    };
  }, [outcome, rights]);
  const refused = outcome?.kind === 'session';
  useEffect(() => {
    if (refused) session?.signOut('session');
  }, [refused, session]);

  if (outcome?.kind === 'allowed') return children;
  if (outcome?.kind === 'denied') return <Navigate to={ROUTES.unauthorized} replace />;
  if (outcome?.kind === 'failed')
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
        <ConfigurationProblem
          failure={{ step: 'rights', url: outcome.url }}
          translate={(key, options) => translate(key, options)}
        />
      </Box>
    );
  return <PageProgress />;
};
