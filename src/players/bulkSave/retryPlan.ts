import type { ConfigurationPlan } from './plan';
import type { PlayerOutcome } from './types';

/**
 * What a retry sends to a player that did not get its whole plan: the parts it did not get and nothing else, so
 * that what was applied is never sent twice. The restart comes back with a firmware still to install, with the
 * power schedule's restart not done, and alone when the firmware went in but the restart did not.
 */
export function retryPlan(plan: ConfigurationPlan, outcome: PlayerOutcome): ConfigurationPlan {
  const pending = new Set(outcome.pending);
  const firmware = pending.has('firmwareUpload');
  return {
    tasks: plan.tasks.filter((task) => pending.has(task.group)),
    ...(plan.app && pending.has('appUpload') ? { app: plan.app } : {}),
    ...(firmware && plan.firmware ? { firmware: plan.firmware } : {}),
    ...(firmware && plan.firmwareZipUrl ? { firmwareZipUrl: plan.firmwareZipUrl } : {}),
    reboot: pending.has('reboot') && (plan.reboot || outcome.done.includes('firmwareUpload')),
  };
}

/** Whether a player has anything left to retry. */
export const hasPending = (outcome: PlayerOutcome | undefined): outcome is PlayerOutcome =>
  outcome !== undefined && outcome.state !== 'succeeded' && outcome.pending.length > 0;
