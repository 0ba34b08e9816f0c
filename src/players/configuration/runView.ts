import type { BulkSaveEvent, BulkSaveResult, PlayerOutcome } from '../bulkSave';
import type { ConfigurablePlayer } from './types';

/** One player's line in the status dialog. */
export interface PlayerRow {
  ip: string;
  label: string;
  percent: number;
  outcome?: PlayerOutcome;
}

/** What the status dialog shows of a run (000 §2.8). */
export interface RunView {
  overall: number;
  rows: PlayerRow[];
  /** Set once every player is final. */
  result?: BulkSaveResult;
}

const labelOf = (player: ConfigurablePlayer) =>
  player.player_name ? `${player.player_name} (${player.ip})` : player.ip;

export function initialRunView(players: readonly ConfigurablePlayer[]): RunView {
  return {
    overall: 0,
    rows: players.map((player) => ({ ip: player.ip, label: labelOf(player), percent: 0 })),
  };
}

/** The view after an event; percentages only ever go up. */
export function applyRunEvent(view: RunView, event: BulkSaveEvent): RunView {
  const index = event.type === 'progress' ? event.index : event.outcome.index;
  const row = view.rows[index];
  if (!row) return view;
  const next: PlayerRow =
    event.type === 'progress'
      ? { ...row, percent: Math.max(row.percent, event.player) }
      : { ...row, percent: 100, outcome: event.outcome };
  const rows = view.rows.slice();
  rows[index] = next;
  return { ...view, rows, overall: Math.max(view.overall, event.overall) };
}

export function finishRunView(view: RunView, result: BulkSaveResult): RunView {
  return { ...view, overall: 100, result };
}
