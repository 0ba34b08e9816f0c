import { useCallback, useContext, useRef } from 'react';
import { DataProviderContext } from 'react-admin';
import type { PlayerRecordsApi } from '../../dataProvider/playerRecords';
import { mergeKept, playerNotes, rememberedOf } from '../../players/playerNotes';
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
 * The players seen before: this browser's list, with the tenant's player records when the platform keeps records
 * (every computer sees them; the one seen last wins). `save` keeps what the list knows in this browser at once and,
 * with records, writes the players with the given keys off the scan's path (a record not written is left quietly):
 * a reload right after a scan forgets nothing here, whenever the records are written.
 */
export function useRememberedPlayers() {
  const { tenantId } = useQbicEnvironment();
  const api = useContext(DataProviderContext) as Partial<PlayerRecordsApi> | null;
  const inRecords = useRef(false);

  const load = useCallback(async (): Promise<RememberedPlayer[]> => {
    const local = loadRemembered(localStore(), rememberedPlayersKey(tenantId));
    inRecords.current = false;
    if (typeof api?.playerRecords !== 'function') return local;
    try {
      const records = await api.playerRecords();
      inRecords.current = true;
      return mergeKept(records.map(rememberedOf), local);
    } catch {
      // No records server, or it does not answer now: this browser's list serves meanwhile.
      return local;
    }
  }, [api, tenantId]);

  /** Keeps what the list knows of the players seen in this browser, at once. */
  const keep = useCallback(
    (players: readonly QbicPlayer[]) => {
      const key = rememberedPlayersKey(tenantId);
      saveRemembered(localStore(), key, rememberSeen(loadRemembered(localStore(), key), players));
    },
    [tenantId],
  );

  const save = useCallback(
    (players: readonly QbicPlayer[], keys: ReadonlySet<string>) => {
      keep(players);
      if (inRecords.current && typeof api?.notePlayers === 'function')
        void api.notePlayers(playerNotes(players, keys));
    },
    [api, keep],
  );
  return { load, keep, save };
}
