import { localStore } from '../../storage/browserStorage';
import { browserPasswordMarks } from './ownPasswordMarks';
import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import { createDeviceClient, createTokenCache } from '../../players';
import { createPlayerPasswords } from '../../players/playerPasswords';
import { QbicEnvironmentContext, type QbicEnvironment } from './QbicEnvironment';

const browserEnvironment = (): QbicEnvironment => {
  const tenantId = localStore().getItem(STORAGE_KEYS.tenantId) ?? '';
  return {
    client: createDeviceClient(),
    cache: createTokenCache(),
    tenantId,
    passwords: createPlayerPasswords(browserPasswordMarks(tenantId)),
  };
};

/** Gives the QBIC tab its device client, token cache and passwords (one per visit); tests pass their own. */
export const QbicEnvironmentProvider = ({
  children,
  value,
}: {
  children: ReactNode;
  value?: QbicEnvironment;
}) => {
  const [own] = useState(() => value ?? browserEnvironment());
  return <QbicEnvironmentContext.Provider value={value ?? own}>{children}</QbicEnvironmentContext.Provider>;
};
