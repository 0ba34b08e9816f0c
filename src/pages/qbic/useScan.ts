import { localStore } from '../../storage/browserStorage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../storage/storageKeys';
import type { IpRangeRecord } from '../../contract/tenant';
import {
  InvalidRangesError,
  readPlayersInfo,
  scanRanges,
  type FoundPlayer,
  type ScanProgress,
} from '../../players';
import {
  applyInfoResults,
  applyScan,
  patchPlayers,
  playerKey,
  toRef,
  type QbicPlayer,
} from '../../players/playerModel';
import { useQbicEnvironment } from './QbicEnvironment';
import { toBounds } from '../../players/rangeForm';
import { silentPlayers, withRemembered, type RememberedPlayer } from '../../players/rememberedPlayers';
import { silentApart } from '../../players/playerNotes';
import { usePlayers } from './usePlayers';
import { useRememberedPlayers } from './useRememberedPlayers';
import type { NamedPlayer } from '../../players/namedPlayers';

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ScanProgress }
  | {
      phase: 'done';
      found: number;
      scanned: number;
      total: number;
      cancelled: boolean;
      /** The players seen before whose address the scan covered and that did not answer, by name and address. */
      silent: readonly NamedPlayer[];
      /** Of the silent ones, those their own schedule has off now: counted apart, not in trouble. */
      scheduledOff: readonly NamedPlayer[];
    }
  | { phase: 'invalid' };

/**
 * Scans the tenant's ranges: progress while it runs, cancel, results merged into the player list by serial
 * number, the count of players found kept under STORAGE_KEYS.deviceCount, then the versions of the players
 * found read in the background (no prompt). `refresh` does the same for some players only, quietly (after a
 * change made elsewhere, such as a configuration run).
 */
export function useScan() {
  const { client, cache, tenantId } = useQbicEnvironment();
  const { update } = usePlayers();
  const remembered = useRememberedPlayers();
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const life = useRef<AbortController | null>(null);
  useEffect(() => {
    const mounted = new AbortController();
    life.current = mounted;
    return () => {
      controller.current?.abort();
      mounted.abort();
    };
  }, []);

  /**
   * Merges a scan into the list, with the players seen before listed again where the scan covered their address
   * (not answering, since when they were last seen); answers the silent ones, those off by their schedule apart,
   * and the list as it is now.
   */
  const mergeRemembered = useCallback(
    (found: readonly FoundPlayer[], covered: ReadonlySet<string>, kept: readonly RememberedPlayer[]) => {
      let list: QbicPlayer[] = [];
      update((players) => {
        list = applyScan(withRemembered(players, kept, covered), found, covered);
        return list;
      });
      const { notAnswering, scheduledOff } = silentApart(silentPlayers(list, covered), new Date());
      const named = (player: QbicPlayer) => ({ name: player.player_name, ip: player.ip });
      return { list, silent: notAnswering.map(named), scheduledOff: scheduledOff.map(named) };
    },
    [update],
  );

  /** The versions and schedules of the players found, read in the background (no prompt); the list after. */
  const readVersions = useCallback(
    async (found: readonly FoundPlayer[], signal: AbortSignal): Promise<QbicPlayer[] | null> => {
      if (signal.aborted || found.length === 0) return null;
      const refs = found.map((player) => toRef({ ...player, online: true }));
      const keys = refs.map(playerKey);
      update((players) => patchPlayers(players, keys, () => ({ isRefreshing: true })));
      const info = await readPlayersInfo(refs, { client, cache, tenantId, signal });
      let list: QbicPlayer[] | null = null;
      update((players) => (list = applyInfoResults(players, info)));
      return list;
    },
    [cache, client, tenantId, update],
  );

  /**
   * Merges, reads the versions, then keeps what the scan learned of the players found as one batch (whatever
   * became of the reading); answers the silent players.
   */
  const settle = useCallback(
    async (
      found: readonly FoundPlayer[],
      covered: ReadonlySet<string>,
      kept: readonly RememberedPlayer[],
      signal: AbortSignal,
      onMerged?: (merged: ReturnType<typeof mergeRemembered>) => void,
    ) => {
      const merged = mergeRemembered(found, covered, kept);
      remembered.keep(merged.list);
      onMerged?.(merged);
      let list: QbicPlayer[] | null = null;
      try {
        list = await readVersions(found, signal);
      } finally {
        remembered.save(list ?? merged.list, new Set(found.map(playerKey)));
      }
    },
    [mergeRemembered, readVersions, remembered],
  );

  const start = useCallback(
    async (ranges: readonly IpRangeRecord[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const bounds = ranges.map(toBounds);
      setState({ phase: 'running', progress: { scanned: 0, total: 0, percent: 0, found: 0 } });
      // The players seen before are read while the scan runs.
      const keptLoad = remembered.load();
      let result;
      try {
        result = await scanRanges(bounds, {
          client,
          cache,
          signal: abort.signal,
          onProgress: (progress) => setState({ phase: 'running', progress }),
        });
      } catch (error) {
        if (!(error instanceof InvalidRangesError)) throw error;
        setState({ phase: 'invalid' });
        return;
      }
      const { found, addresses, scanned, total, cancelled } = result;
      const kept = await keptLoad;
      await settle(found, new Set(addresses), kept, abort.signal, ({ silent, scheduledOff }) => {
        localStore().setItem(STORAGE_KEYS.deviceCount, String(found.length));
        setState({ phase: 'done', found: found.length, scanned, total, cancelled, silent, scheduledOff });
      });
    },
    [cache, client, remembered, settle],
  );

  const refresh = useCallback(
    async (targets: readonly QbicPlayer[]) => {
      const signal = life.current?.signal;
      const bounds = [...new Set(targets.map((player) => player.ip))].map((ip) => ({ start: ip, end: ip }));
      if (!signal || bounds.length === 0) return;
      const keptLoad = remembered.load();
      const { found, addresses } = await scanRanges(bounds, { client, cache, signal });
      if (signal.aborted) return;
      await settle(found, new Set(addresses), await keptLoad, signal);
    },
    [cache, client, remembered, settle],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel, refresh };
}
