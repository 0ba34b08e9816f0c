import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../dataProvider/apiError';
import { ERROR_CODES, errorMessageKey } from '../../../dataProvider/errorCodes';
import { ConfigurationStatusDialog } from '../configuration/ConfigurationStatusDialog';
import { useConfigurationRun } from '../configuration/useConfigurationRun';
import { playerKey, type QbicPlayer } from '../../../players/playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import { chosenSaved, type BaselineChoice } from '../../../players/drift/baselineChoice';
import { applyPlan } from '../../../players/drift/applyPlan';
import { DriftApplyConfirm } from './DriftApplyConfirm';
import { useRolloutGuard } from '../rollout/useRolloutGuard';
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
 * pushed), then "apply the baseline", after a confirm listing per player what is written and what is not, through
 * the configuration pipeline (its status dialog and per-player report) on the players it writes to: each gets only
 * its own differences, with the baseline's (or its own sheet row's) values.
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
  // Each player gets only what differs on it and can be written; the others are shown in the confirm, not run.
  const apply = useMemo(() => (done ? applyPlan(done.report.drifted) : null), [done]);
  const written = apply?.run.players ?? NO_PLAYERS;
  const [confirming, setConfirming] = useState(false);
  const run = useConfigurationRun(written, deps, 'player.driftApply');
  const mayChange = useRolloutGuard();
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
        onClose={() => onApplied(written)}
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
        onApply={() => setConfirming(true)}
        onClose={onClose}
      />
      {editing.dialog}
      {confirming && apply && (
        <DriftApplyConfirm
          apply={apply}
          onCancel={() => setConfirming(false)}
          onAccept={() => {
            setConfirming(false);
            // Players a running rollout holds are not changed under it (it restarts them).
            void mayChange(apply.run.players).then(
              (free) => free && run.start(apply.run.plans[0], apply.run.plans),
            );
          }}
        />
      )}
    </>
  );
};
