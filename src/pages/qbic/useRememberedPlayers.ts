import { useCallback, useContext, useRef } from 'react';
import { DataProviderContext } from 'react-admin';
import type { PlayerRecordsApi } from '../../dataProvider/playerRecords';
import { playerNotes, rememberedOf } from '../../players/playerNotes';
import type { QbicPlayer } from '../../players/playerModel';
import {
  loadRemembered,
  rememberSeen,
  saveRemembered,
  type RememberedPlayer,
} from '../../players/rememberedPlayers';
import { localStore } from '../../storage/browserStorage';
import { rememberedPlayersKey } from '../../storage/storageKeys';
import { useQbicEnvironment } from './QbicEnvironment';

/**
 * The players seen before: the tenant's player records when the platform keeps records (every computer sees them),
 * else (or while the records cannot be read) this browser's list. `load` answers them; `save` keeps what the list
 * knows of the players with the given keys, off the scan's path (a record that cannot be written is left quietly).
 */
export function useRememberedPlayers() {
  const { tenantId } = useQbicEnvironment();
  const api = (useContext(DataProviderContext) ?? {}) as Partial<PlayerRecordsApi>;
  const inRecords = useRef(false);

  const load = useCallback(async (): Promise<RememberedPlayer[]> => {
    if (typeof api.playerRecords === 'function') {
      try {
        const records = await api.playerRecords();
        inRecords.current = true;
        return records.map(rememberedOf);
      } catch {
        // No records server, or it does not answer now: this browser's list serves meanwhile.
      }
    }
    inRecords.current = false;
    return loadRemembered(localStore(), rememberedPlayersKey(tenantId));
  }, [api, tenantId]);

  const save = useCallback(
    (players: readonly QbicPlayer[], keys: ReadonlySet<string>) => {
      if (inRecords.current && typeof api.notePlayers === 'function') {
        void api.notePlayers(playerNotes(players, keys));
        return;
      }
      const key = rememberedPlayersKey(tenantId);
      saveRemembered(localStore(), key, rememberSeen(loadRemembered(localStore(), key), players));
    },
    [api, tenantId],
  );
  return { load, save };
}
