import { useCallback, useEffect, useRef, useState } from 'react';
import { readBackPlayers, type DeviceErrorCode } from '../../../devices';
import { playerKey, toRef, type QbicPlayer } from '../playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import { compareWithBaseline, driftValues, type Baseline, type DriftReport } from './drift';

export type DriftState =
  | { kind: 'idle' }
  | { kind: 'reading'; done: number; total: number }
  | { kind: 'baselineUnreadable'; code: DeviceErrorCode }
  | { kind: 'done'; baseline: Baseline; report: DriftReport<QbicPlayer> };

/**
 * A drift check on the tab's client and kept tokens: the baseline player and the players to check are read
 * back together (bounded concurrency, never prompted: a player no known password opens is unreadable), then
 * compared. Closing the dialog or leaving the page stops the reads.
 */
export function useDriftCheck() {
  const { client, cache, tenantId } = useQbicEnvironment();
  const [state, setState] = useState<DriftState>({ kind: 'idle' });
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const check = useCallback(
    async (baselinePlayer: QbicPlayer, targets: readonly QbicPlayer[]) => {
      run.current?.abort();
      const abort = new AbortController();
      run.current = abort;
      const others = targets.filter((player) => playerKey(player) !== playerKey(baselinePlayer));
      const players = [baselinePlayer, ...others];
      setState({ kind: 'reading', done: 0, total: players.length });
      const results = await readBackPlayers(players.map(toRef), {
        client,
        cache,
        tenantId,
        signal: abort.signal,
        onProgress: ({ completed, total }) => {
          if (!abort.signal.aborted) setState({ kind: 'reading', done: completed, total });
        },
      });
      if (abort.signal.aborted) return;
      const [read, ...rest] = results;
      if (!read.ok) {
        setState({ kind: 'baselineUnreadable', code: read.error.code });
        return;
      }
      const baseline: Baseline = {
        label: baselinePlayer.player_name,
        serial_number: baselinePlayer.serial_number,
        values: driftValues(read.value),
      };
      setState({ kind: 'done', baseline, report: compareWithBaseline(baseline, others, rest) });
    },
    [cache, client, tenantId],
  );

  return { state, check };
}
