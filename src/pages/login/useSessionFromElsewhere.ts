import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionKey, storedSessionUserId } from '../../authProvider/session';

/** Follows a sign-in that finished in another window (the central login opened from the redirect dialog). */
export const useSessionFromElsewhere = (target: string): void => {
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === localStorage && isSessionKey(event.key) && storedSessionUserId())
        navigate(target);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, target]);
};
