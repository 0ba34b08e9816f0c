import { localStore } from '../../storage/browserStorage';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionKey, storedSessionUserId } from '../../authProvider/session';

/**
 * Follows a sign-in that finished in another window (the central login opened from the redirect dialog): when
 * a session of another user than the one stored when this page opened appears, opens `target`.
 */
export const useSessionFromElsewhere = (target: string): void => {
  const navigate = useNavigate();
  const before = useRef(storedSessionUserId());
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStore() || !isSessionKey(event.key)) return;
      const now = storedSessionUserId();
      if (typeof now === 'string' && now !== before.current) navigate(target);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, target]);
};
