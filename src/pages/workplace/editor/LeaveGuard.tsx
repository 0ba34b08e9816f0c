import { useEffect } from 'react';
import { useBlocker } from 'react-admin';
import { ROUTES } from '../../../domain/addresses';
import { useConfirm } from '../../../components/useConfirm';

const inArea = (pathname: string) =>
  pathname === ROUTES.workplace || pathname.startsWith(`${ROUTES.workplace}/`);

/**
 * Asks before leaving the workplace area with unsaved changes (switching between its tabs keeps them); a reload
 * or closing the tab gets the browser's own question. Needs a router that can block (react-admin's data router).
 */
export const LeaveGuard = ({ when }: { when: boolean }) => {
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ nextLocation }: { nextLocation: { pathname: string } }) => when && !inArea(nextLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      type: 'warning',
      title: 'dm.workplace.leave.title',
      message: 'dm.workplace.leave.message',
    }).then((leave) => (leave ? blocker.proceed?.() : blocker.reset?.()));
  }, [blocker, confirm]);
  useEffect(() => {
    if (!when) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return null;
};
