import { useEffect, useMemo } from 'react';
import { ConfigurationStatusDialog } from '../configuration/ConfigurationStatusDialog';
import { useConfigurationRun } from '../configuration/useConfigurationRun';
import { playerKey, type QbicPlayer } from '../playerModel';
import { useQbicEnvironment } from '../QbicEnvironment';
import { baselinePlan } from './drift';
import { DriftDialog } from './DriftDialog';
import { useDriftCheck } from './useDriftCheck';

export interface DriftFlowProps {
  targets: readonly QbicPlayer[];
  candidates: readonly QbicPlayer[];
  baselineKey: string;
  onBaselineChange(key: string): void;
  /** Check at once when shown (after the baseline was applied: the next check shows what remains). */
  checkOnOpen: boolean;
  onClose(): void;
  /** The baseline was applied to these players (the status dialog was closed). */
  onApplied(players: readonly QbicPlayer[]): void;
}

const NO_PLAYERS: QbicPlayer[] = [];

/**
 * One drift check and what follows it: the dialog, then "apply the baseline" through the configuration
 * pipeline (its status dialog and per-player report) on the players that differ.
 */
export const DriftFlow = ({
  targets,
  candidates,
  baselineKey,
  onBaselineChange,
  checkOnOpen,
  onClose,
  onApplied,
}: DriftFlowProps) => {
  const { client, cache, tenantId } = useQbicEnvironment();
  const { state, check } = useDriftCheck();
  const deps = useMemo(() => ({ client, cache, tenantId }), [client, cache, tenantId]);
  const done = state.kind === 'done' ? state : null;
  const drifted = useMemo(() => done?.report.drifted.map((row) => row.player) ?? NO_PLAYERS, [done]);
  const apply = useMemo(() => (done ? baselinePlan(done.baseline, done.report.drifted) : null), [done]);
  const run = useConfigurationRun(drifted, deps);
  const baseline = candidates.find((player) => playerKey(player) === baselineKey);

  const start = () => {
    if (baseline) void check(baseline, targets);
  };
  useEffect(() => {
    if (checkOnOpen && baseline) void check(baseline, targets);
    // Only when shown: a later change of baseline waits for Check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  return (
    <DriftDialog
      candidates={candidates}
      baselineKey={baselineKey}
      onBaselineChange={onBaselineChange}
      state={state}
      apply={apply}
      onCheck={start}
      onApply={() => apply && run.start(apply.plan)}
      onClose={onClose}
    />
  );
};
