import { localStore } from '../../storage/browserStorage';
import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import { createDeviceClient, createTokenCache } from '../../players';
import { QbicEnvironmentContext, type QbicEnvironment } from './QbicEnvironment';

const browserEnvironment = (): QbicEnvironment => ({
  client: createDeviceClient(),
  cache: createTokenCache(),
  tenantId: localStore().getItem(STORAGE_KEYS.tenantId) ?? '',
});

/** Gives the QBIC tab its device client and token cache (one per visit); tests pass their own. */
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
