import type { TargetInput } from '../../domain/activity/activityEntry';
import type { BulkSaveResult, ConfigurationPlan } from '../bulkSave';
import type { ConfigurablePlayer } from './types';
import { failureLines } from './statusView';

/**
 * What a configuration sets on a player, as the activity log keeps it: its settings, volumes, Wi-Fi, app and
 * firmware by name. A password, a file's content and a login file are never among them (the log strips
 * secrets by name again).
 */
export function plannedValues(plan: ConfigurationPlan): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { calls } of plan.tasks)
    for (const call of calls) {
      if (call.kind === 'setting') values[call.key] = call.value;
      else if (call.kind === 'volume') values[`volume_${call.stream}`] = call.value;
      else if (call.kind === 'wifiState') values.wifi_state = call.value;
      else if (call.kind === 'wifiNetwork') values.wifi_ssid = call.network.ssid;
      else if (call.kind === 'lock' || call.kind === 'unlock') values.qbic_security = call.kind;
      else if (call.kind === 'startApp' || call.kind === 'stopApp')
        values[call.kind === 'startApp' ? 'app_started' : 'app_stopped'] = call.pkgname;
    }
  if (plan.app) values.app_file = plan.app.name;
  if (plan.firmware) values.firmware_file = plan.firmware.name;
  if (plan.firmwareZipUrl) values.firmware_url = plan.firmwareZipUrl;
  return values;
}

/**
 * Each player of a finished configuration run as a target: its serial number and name, succeeded or the first
 * reason it did not (a cancelled player says so), and the values its plan set.
 */
export function configurationTargets(
  players: readonly ConfigurablePlayer[],
  result: BulkSaveResult,
  plan: ConfigurationPlan,
  plans?: readonly ConfigurationPlan[],
): TargetInput[] {
  return result.outcomes.map((outcome) => {
    const player = players[outcome.index];
    const [first] = failureLines(outcome);
    const ok = outcome.state === 'succeeded';
    return {
      id: outcome.serial_number,
      name: player?.player_name,
      ok,
      ...(ok || !first ? {} : { error: first.reason.key, errorArgs: first.reason.args }),
      after: plannedValues(plans?.[outcome.index] ?? plan),
    };
  });
}
