import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/apiError';
import { ERROR_CODES, errorMessageKey } from '../../../dataProvider/errorCodes';
import { ConfigurationStatusDialog } from '../configuration/ConfigurationStatusDialog';
import { useConfigurationRun } from '../configuration/useConfigurationRun';
import { playerKey, type QbicPlayer } from '../../../players/playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import { chosenSaved, type BaselineChoice } from '../../../players/drift/baselineChoice';
import { baselinePlan, sheetPlans } from '../../../players/drift/drift';
import { DriftDialog } from './DriftDialog';
import { useBaselineEditing } from './useBaselineEditing';
import { useBaselineStore } from './useBaselineStore';
import { useDriftCheck, type CheckSource } from './useDriftCheck';

export interface DriftFlowProps {
  targets: readonly QbicPlayer[];
  candidates: readonly QbicPlayer[];
  choice: BaselineChoice;
  onChoice(choice: BaselineChoice): void;
  /** Check at once when shown (after the baseline was applied: the next check shows what remains). */
  checkOnOpen: boolean;
  onClose(): void;
  /** The baseline was applied to these players (the status dialog was closed). */
  onApplied(players: readonly QbicPlayer[]): void;
}

const NO_PLAYERS: QbicPlayer[] = [];

/** A platform without records: saved baselines and the last sheet are not kept here, which is no fault. */
const isNoRecords = (error: unknown) =>
  error instanceof ApiError && error.code === ERROR_CODES.RECORDS_NOT_CONFIGURED;

/**
 * One drift check and what follows it: the dialog (its baseline: a player, a saved baseline, or the last sheet
 * pushed), then "apply the baseline" through the configuration pipeline (its status dialog and per-player
 * report) on the players that differ; with the sheet, each player gets its own row's values.
 */
export const DriftFlow = ({
  targets,
  candidates,
  choice,
  onChoice,
  checkOnOpen,
  onClose,
  onApplied,
}: DriftFlowProps) => {
  const translate = useTranslate();
  const { client, cache, tenantId } = useQbicEnvironment();
  const { state, check } = useDriftCheck();
  const store = useBaselineStore();
  const editing = useBaselineEditing(store, (baseline) =>
    onChoice({ ...choice, kind: 'saved', savedId: baseline.id }),
  );
  const deps = useMemo(() => ({ client, cache, tenantId }), [client, cache, tenantId]);
  const done = state.kind === 'done' ? state : null;
  const drifted = useMemo(() => done?.report.drifted.map((row) => row.player) ?? NO_PLAYERS, [done]);
  const apply = useMemo(() => {
    if (!done) return null;
    const { against, report } = done;
    return against.kind === 'sheet'
      ? sheetPlans(against.sheet, report.drifted)
      : baselinePlan(against.baseline, report.drifted);
  }, [done]);
  const run = useConfigurationRun(drifted, deps, 'player.driftApply');
  const player = candidates.find((candidate) => playerKey(candidate) === choice.playerKey);
  const saved = store.saved.data ? chosenSaved(store.saved.data, choice.savedId) : undefined;
  const lastSheet = store.lastSheet.data;
  const canCheck =
    choice.kind === 'player'
      ? player !== undefined
      : choice.kind === 'saved'
        ? saved !== undefined
        : !!lastSheet;

  const sourceOf = async (): Promise<CheckSource | null> => {
    if (choice.kind === 'player') return player ? { kind: 'player', player } : null;
    if (choice.kind === 'saved') return saved ? { kind: 'saved', baseline: saved } : null;
    return { kind: 'sheet', sheet: await store.freshSheet() };
  };
  const start = async () => {
    const source = await sourceOf();
    if (source) await check(source, targets);
  };
  useEffect(() => {
    // Only when shown, and only a player's baseline: the saved ones and the sheet are still loading.
    if (checkOnOpen && choice.kind === 'player' && player) void check({ kind: 'player', player }, targets);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loaded = !store.saved.isPending && !store.lastSheet.isPending;
  useEffect(() => {
    if (checkOnOpen && loaded && choice.kind !== 'player') void start();
    // Once the kept baselines have loaded, after an apply: a later change waits for Check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  if (run.view) {
    return (
      <ConfigurationStatusDialog
        view={run.view}
        cancelling={run.cancelling}
        onCancel={run.cancel}
        onClose={() => onApplied(drifted)}
      />
    );
  }
  const storeError = store.saved.error ?? store.lastSheet.error;
  return (
    <>
      <DriftDialog
        source={{
          choice,
          onChoice,
          candidates,
          saved: store.saved.data,
          lastSheet,
          onSave: () => player && editing.save(player),
          onRename: editing.rename,
          onDelete: editing.remove,
        }}
        storeError={
          storeError
            ? { text: translate(errorMessageKey(storeError)), notice: isNoRecords(storeError) }
            : null
        }
        canCheck={canCheck}
        state={state}
        apply={apply}
        onCheck={() => void start()}
        onApply={() => apply && run.start(apply.plan, apply.plans)}
        onClose={onClose}
      />
      {editing.dialog}
    </>
  );
};
