import {
  CONFIG_GROUPS,
  downloadProblem,
  type ConfigurationStep,
  type PlayerOutcome,
  type StepFailure,
} from '../bulkSave';
import { deviceErrorKey } from '../errors';
import { failureHeadingKey } from '../failureText';

/** A text to show: a translation key and its values. */
export interface Text {
  key: string;
  args?: Record<string, string | number>;
}

/** One line of a player's errors: what failed and why. */
export interface FailureLine {
  step: Text;
  reason: Text;
}

const KEY = 'dm.qbicConfig';

const stepText = (step: ConfigurationStep): Text => ({ key: `${KEY}.steps.${step}` });

/**
 * The heading of a failure: a player that did not answer the sign-in (switched off or restarting) is offline,
 * not refused, so it is not headed as an authentication error (the same words as the action reports).
 */
const failureStepText = ({ step, code }: StepFailure): Text => {
  const heading = step === 'authorize' ? failureHeadingKey(code) : undefined;
  return heading ? { key: heading } : stepText(step);
};

/**
 * Why a step failed, in the words of the upload status messages (000 §8): a refused app upload is a
 * possible downgrade, a refused firmware (or any refused call) shows the player's own reason, and any other
 * failure the error catalogue's text for its code.
 */
export function reasonText(failure: StepFailure): Text {
  const { code, detail, status } = failure;
  if (failure.ownPassword) return { key: `${KEY}.reasons.locked_own` };
  if (code !== 'DEVICE_REQUEST_FAILED') return { key: deviceErrorKey(code) };
  const download = downloadProblem(failure);
  if (download) {
    const reason = download.kind === 'download' ? 'firmware_download' : 'firmware_not_zip';
    return { key: `${KEY}.reasons.${reason}`, args: { url: download.url } };
  }
  if (failure.step === 'appUpload' && status === 400) {
    return detail
      ? { key: `${KEY}.reasons.app_downgrade_detail`, args: { detail } }
      : { key: `${KEY}.reasons.app_downgrade` };
  }
  if (detail) return { key: `${KEY}.reasons.device_says`, args: { detail } };
  return { key: `${KEY}.reasons.device_status`, args: { status: status ?? 0 } };
}

/** The error lines of a player that did not succeed; a cancelled player says so first. */
export function failureLines(outcome: PlayerOutcome): FailureLine[] {
  const lines = outcome.failures.map((failure) => ({
    step: failureStepText(failure),
    reason: reasonText(failure),
  }));
  if (outcome.state !== 'cancelled') return lines;
  return [
    { step: { key: `${KEY}.status.state.cancelled` }, reason: { key: deviceErrorKey('USER_CANCELLATION') } },
    ...lines,
  ];
}

/** A part of a plan by its name on the form (a group), or by what it does (the uploads and the restart). */
const partText = (step: ConfigurationStep): Text => {
  const group = (CONFIG_GROUPS as readonly string[]).includes(step);
  return { key: `${KEY}.${group ? 'groups' : 'parts'}.${step}` };
};

/**
 * What a player that did not succeed got and did not get, part by part, for the status dialog: nothing is
 * "Failed" without saying what was applied before it and what is still to do.
 */
export function appliedAndNot(outcome: PlayerOutcome): { applied: Text[]; notApplied: Text[] } {
  return { applied: appliedSteps(outcome).map(partText), notApplied: outcome.pending.map(partText) };
}

/** The steps that changed something on a player (signing in changes nothing). */
export function appliedSteps(outcome: PlayerOutcome): ConfigurationStep[] {
  return outcome.done.filter((step) => step !== 'authorize');
}

/** Whether a run changed anything on any player: the players list then has something to refresh. */
export function runChangedPlayers(outcomes: readonly (PlayerOutcome | undefined)[]): boolean {
  return outcomes.some((outcome) => outcome !== undefined && appliedSteps(outcome).length > 0);
}

/**
 * What was done on a player, step by step in the order it was done (signing in left out), each with what the
 * player answered where it answers something: the Wi-Fi it reports after the change, the app it started.
 */
export function resultLines(outcome: PlayerOutcome): Text[] {
  return appliedSteps(outcome).map((step): Text => {
    if (step === 'wifi' && outcome.wifi) {
      const { state, ssid } = outcome.wifi;
      // One text per state (never a state word dropped into a sentence); a network only while on.
      return ssid && state === 'enabled'
        ? { key: `${KEY}.results.wifi_network`, args: { ssid } }
        : { key: `${KEY}.results.wifi_${state}` };
    }
    if (step === 'appControl' && outcome.app) {
      return { key: `${KEY}.results.app_${outcome.app.state}`, args: { pkgname: outcome.app.pkgname } };
    }
    // A group is named as on the form; the uploads and the restart by what they did.
    const group = (CONFIG_GROUPS as readonly string[]).includes(step);
    return { key: `${KEY}.${group ? 'groups' : 'results'}.${step}` };
  });
}
