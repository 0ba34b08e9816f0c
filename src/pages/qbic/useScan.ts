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
import { usePlayers } from './usePlayers';

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ScanProgress }
  | { phase: 'done'; found: number; scanned: number; total: number; cancelled: boolean }
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
      update((players) => applyScan(players, found, new Set(addresses)));
      localStore().setItem(STORAGE_KEYS.deviceCount, String(found.length));
      setState({ phase: 'done', found: found.length, scanned, total, cancelled });
      await readVersions(found, abort.signal);
    },
    [cache, client, readVersions, update],
  );

  const refresh = useCallback(
    async (targets: readonly QbicPlayer[]) => {
      const signal = life.current?.signal;
      const bounds = [...new Set(targets.map((player) => player.ip))].map((ip) => ({ start: ip, end: ip }));
      if (!signal || bounds.length === 0) return;
      const { found, addresses } = await scanRanges(bounds, { client, cache, signal });
      if (signal.aborted) return;
      update((players) => applyScan(players, found, new Set(addresses)));
      await readVersions(found, signal);
    },
    [cache, client, readVersions, update],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel, refresh };
}
