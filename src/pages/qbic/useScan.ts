import { localStore } from '../../storage/browserStorage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rememberedPlayersKey, STORAGE_KEYS } from '../../storage/storageKeys';
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
import {
  loadRemembered,
  rememberSeen,
  saveRemembered,
  silentPlayers,
  withRemembered,
} from '../../players/rememberedPlayers';
import { usePlayers } from './usePlayers';

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
      silent: readonly { name: string; ip: string }[];
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
   * Merges a scan into the list, with the players this browser saw before listed again where the scan covered their
   * address (not answering, since when they were last seen); keeps who was seen; answers the silent ones.
   */
  const mergeRemembered = useCallback(
    (found: readonly FoundPlayer[], covered: ReadonlySet<string>) => {
      const key = rememberedPlayersKey(tenantId);
      const kept = loadRemembered(localStore(), key);
      let silent: { name: string; ip: string }[] = [];
      update((players) => {
        const next = applyScan(withRemembered(players, kept, covered), found, covered);
        saveRemembered(localStore(), key, rememberSeen(kept, next));
        silent = silentPlayers(next, covered).map((player) => ({ name: player.player_name, ip: player.ip }));
        return next;
      });
      return silent;
    },
    [tenantId, update],
  );

  /** The versions of the players found, read in the background (no prompt). */
  const readVersions = useCallback(
    async (found: readonly FoundPlayer[], signal: AbortSignal) => {
      if (signal.aborted || found.length === 0) return;
      const refs = found.map((player) => toRef({ ...player, online: true }));
      const keys = refs.map(playerKey);
      update((players) => patchPlayers(players, keys, () => ({ isRefreshing: true })));
      const info = await readPlayersInfo(refs, { client, cache, tenantId, signal });
      update((players) => applyInfoResults(players, info));
    },
    [cache, client, tenantId, update],
  );

  const start = useCallback(
    async (ranges: readonly IpRangeRecord[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const bounds = ranges.map(toBounds);
      setState({ phase: 'running', progress: { scanned: 0, total: 0, percent: 0, found: 0 } });
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
      const covered = new Set(addresses);
      const silent = mergeRemembered(found, covered);
      localStore().setItem(STORAGE_KEYS.deviceCount, String(found.length));
      setState({ phase: 'done', found: found.length, scanned, total, cancelled, silent });
      await readVersions(found, abort.signal);
    },
    [cache, client, mergeRemembered, readVersions],
  );

  const refresh = useCallback(
    async (targets: readonly QbicPlayer[]) => {
      const signal = life.current?.signal;
      const bounds = [...new Set(targets.map((player) => player.ip))].map((ip) => ({ start: ip, end: ip }));
      if (!signal || bounds.length === 0) return;
      const { found, addresses } = await scanRanges(bounds, { client, cache, signal });
      if (signal.aborted) return;
      mergeRemembered(found, new Set(addresses));
      await readVersions(found, signal);
    },
    [cache, client, mergeRemembered, readVersions],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel, refresh };
}
