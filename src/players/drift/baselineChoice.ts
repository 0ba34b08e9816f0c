import type { SavedBaseline } from '../../domain/drift/baseline';

/** Where a drift check's baseline comes from (issue 23). */
export const BASELINE_SOURCES = ['player', 'saved', 'sheet'] as const;
type BaselineSourceKind = (typeof BASELINE_SOURCES)[number];

/** What the dialog has chosen: the source, and the player or saved baseline of that source. */
export interface BaselineChoice {
  kind: BaselineSourceKind;
  /** The chosen player's key (playerKey), when the source is a player. */
  playerKey: string;
  /** The chosen saved baseline's id, when the source is a saved baseline. */
  savedId: string;
}

/** The saved baseline chosen, or the first one when the chosen one is gone (deleted by someone else). */
export const chosenSaved = (saved: readonly SavedBaseline[], savedId: string): SavedBaseline | undefined =>
  saved.find((baseline) => baseline.id === savedId) ?? saved[0];
