import { useCallback } from 'react';
import { readIdentity } from '../../authProvider/storedUser';
import type { ActivityAction } from '../../contract/activity';
import { errorMessageKey } from '../../dataProvider/errorCodes';
import { localStore } from '../../storage/browserStorage';
import { useActivityLog } from './useActivityLog';

/**
 * Records a change of the tenant's own settings (kiosk, workplace): the tenant is the target, with the values
 * before and after (only those that changed; never a secret). No error: saved.
 */
export function useTenantChangeLog(action: ActivityAction) {
  const log = useActivityLog();
  return useCallback(
    (before: unknown, after: unknown, error?: unknown) => {
      const identity = readIdentity(localStore());
      void log({
        action,
        targets: [
          {
            id: identity?.tenantId ?? '',
            name: identity?.tenantName,
            ok: error === undefined,
            error: error === undefined ? null : errorMessageKey(error),
            before,
            after,
          },
        ],
      });
    },
    [action, log],
  );
}
