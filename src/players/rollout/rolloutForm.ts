import { DEFAULT_ROLLOUT_SETTINGS, settingsProblem, type SettingsProblem } from '../../domain/rollout/plan';
import type { RolloutSettings } from '../../domain/rollout/types';

/** The setup form's fields as typed. */
export interface RolloutForm {
  canary: string;
  wavePercents: string;
  returnMinutes: string;
  maxFailurePercent: string;
}

export const initialRolloutForm = (): RolloutForm => ({
  canary: String(DEFAULT_ROLLOUT_SETTINGS.canary),
  wavePercents: DEFAULT_ROLLOUT_SETTINGS.wavePercents.join(', '),
  returnMinutes: String(DEFAULT_ROLLOUT_SETTINGS.returnWithinMs / 60_000),
  maxFailurePercent: String(DEFAULT_ROLLOUT_SETTINGS.maxFailurePercent),
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The settings the form holds, or the first field that cannot be used. */
export function readRolloutForm(
  form: RolloutForm,
): { settings: RolloutSettings; problem: null } | { settings: null; problem: SettingsProblem } {
  const percents = form.wavePercents.trim() === '' ? [] : form.wavePercents.split(/[,;\s]+/).filter(Boolean);
  const settings: RolloutSettings = {
    canary: number(form.canary),
    wavePercents: percents.map((part) => Number(part.replace('%', ''))),
    returnWithinMs: Math.round(number(form.returnMinutes) * 60_000),
    maxFailurePercent: number(form.maxFailurePercent),
  };
  const problem = settingsProblem(settings);
  return problem ? { settings: null, problem } : { settings, problem: null };
}
