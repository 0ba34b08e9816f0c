import { useCallback, useEffect, useRef, useState } from 'react';
import { readBackPlayers, type DeviceErrorCode } from '../../../players';
import type { LastSheetPushed, SavedBaseline } from '../../../domain/drift/baseline';
import { playerKey, toRef, type QbicPlayer } from '../../../players/playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import {
  compareWithBaseline,
  compareWithSheet,
  driftValues,
  sheetBaseline,
  type Baseline,
  type DriftReport,
  type SheetBaseline,
} from '../../../players/drift/drift';

/** What a check compares with, as the dialog chose it. */
export type CheckSource =
  | { kind: 'player'; player: QbicPlayer }
  | { kind: 'saved'; baseline: SavedBaseline }
  | { kind: 'sheet'; sheet: LastSheetPushed | null };

/** What the players were compared with: one baseline for all, or each player's own row of the last sheet. */
type ComparedWith = { kind: 'one'; baseline: Baseline } | { kind: 'sheet'; sheet: SheetBaseline };

export type DriftState =
  | { kind: 'idle' }
  | { kind: 'reading'; done: number; total: number }
  | { kind: 'baselineUnreadable'; code: DeviceErrorCode }
  | { kind: 'noSheet' }
  | { kind: 'done'; against: ComparedWith; report: DriftReport<QbicPlayer> };

/**
 * A drift check on the tab's client and kept tokens: the players to check (and the baseline player, when the
 * baseline is a player) are read back together (bounded concurrency, never prompted: a player that none of the
 * known passwords, those entered in this visit included, opens is unreadable), then compared. Closing the dialog or leaving the page stops the reads.
 */
export function useDriftCheck() {
  const { client, cache, tenantId, passwords } = useQbicEnvironment();
  const [state, setState] = useState<DriftState>({ kind: 'idle' });
  const run = useRef<AbortController | null>(null);
  useEffect(() => () => run.current?.abort(), []);

  const read = useCallback(
    async (players: readonly QbicPlayer[], abort: AbortController) => {
      setState({ kind: 'reading', done: 0, total: players.length });
      const results = await readBackPlayers(players.map(toRef), {
        client,
        cache,
        tenantId,
        passwords,
        signal: abort.signal,
        onProgress: ({ completed, total }) => {
          if (!abort.signal.aborted) setState({ kind: 'reading', done: completed, total });
        },
      });
      return abort.signal.aborted ? null : results;
    },
    [cache, client, passwords, tenantId],
  );

  const check = useCallback(
    async (source: CheckSource, targets: readonly QbicPlayer[]) => {
      run.current?.abort();
      const abort = new AbortController();
      run.current = abort;
      if (source.kind !== 'player') {
        if (source.kind === 'sheet' && !source.sheet) return setState({ kind: 'noSheet' });
        const against: ComparedWith =
          source.kind === 'sheet'
            ? { kind: 'sheet', sheet: sheetBaseline(source.sheet?.rows ?? []) }
            : { kind: 'one', baseline: { label: source.baseline.name, values: source.baseline.values } };
        const results = await read(targets, abort);
        if (!results) return;
        const report =
          against.kind === 'sheet'
            ? compareWithSheet(against.sheet, targets, results)
            : compareWithBaseline(against.baseline, targets, results);
        return setState({ kind: 'done', against, report });
      }
      const { player } = source;
      const others = targets.filter((target) => playerKey(target) !== playerKey(player));
      const results = await read([player, ...others], abort);
      if (!results) return;
      const [baselineRead, ...rest] = results;
      if (!baselineRead.ok) return setState({ kind: 'baselineUnreadable', code: baselineRead.error.code });
      const baseline: Baseline = {
        label: player.player_name,
        serial_number: player.serial_number,
        values: driftValues(baselineRead.value),
      };
      setState({
        kind: 'done',
        against: { kind: 'one', baseline },
        report: compareWithBaseline(baseline, others, rest),
      });
    },
    [read],
  );

  return { state, check };
}
