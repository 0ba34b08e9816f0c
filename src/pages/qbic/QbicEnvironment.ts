import { createContext, useContext } from 'react';
import type { DeviceClient, TokenCache } from '../../players';
import type { PlayerPasswords } from '../../players/playerPasswords';

/** What every player call of the QBIC tab needs: the client, the kept tokens and passwords, and the tenant. */
export interface QbicEnvironment {
  client: DeviceClient;
  cache: TokenCache;
  /** The signed-in tenant: the derived device password depends on it. */
  tenantId: string;
  /** The players' own passwords: which the console set (this browser), and those typed in this visit. */
  passwords: PlayerPasswords;
}

export const QbicEnvironmentContext = createContext<QbicEnvironment | null>(null);

export function useQbicEnvironment(): QbicEnvironment {
  const environment = useContext(QbicEnvironmentContext);
  if (!environment) throw new Error('useQbicEnvironment needs a QbicEnvironmentProvider');
  return environment;
}
