import { useEffect } from 'react';
import type { Rollout } from '../../../domain/rollout/types';
import { loadRollout } from '../../../players/rollout/rolloutStorage';
import { rolloutStorageKey } from '../../../storage/storageKeys';

/** While this tab runs no rollout, follows the tenant's rollout that another tab of this browser keeps. */
export function useOtherTabsRollout(
  tenantId: string,
  running: boolean,
  setRollout: (rollout: Rollout | null) => void,
) {
  useEffect(() => {
    if (running) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === rolloutStorageKey(tenantId)) setRollout(loadRollout(tenantId));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [running, setRollout, tenantId]);
}
