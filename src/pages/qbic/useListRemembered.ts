import { useEffect } from 'react';
import { listRemembered } from '../../players/rememberedPlayers';
import { usePlayers } from './usePlayers';
import { useRememberedPlayers } from './useRememberedPlayers';

/**
 * As the QBIC tab opens, lists the players seen before (the tenant's records, this browser's list) that it does not
 * list yet, not checked yet: another computer sees the tenant's players at once, before any scan; a scan then
 * checks the ones whose address it covers.
 */
export function useListRemembered() {
  const { load } = useRememberedPlayers();
  const { update } = usePlayers();
  useEffect(() => {
    let open = true;
    void load().then((kept) => {
      if (open) update((players) => listRemembered(players, kept));
    });
    return () => {
      open = false;
    };
  }, [load, update]);
}
