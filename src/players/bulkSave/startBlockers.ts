import { CONFIG_GROUPS, formProblems, type ConfigGroup, type ConfigurationForm } from './form';

/** Why Start is disabled: nothing ticked, or the ticked groups that still have a problem; null when it can start. */
export type StartBlockers = { kind: 'nothing' } | { kind: 'incomplete'; groups: ConfigGroup[] } | null;

export function startBlockers(form: ConfigurationForm): StartBlockers {
  const ticked = CONFIG_GROUPS.filter((group) => form.enabled[group]);
  if (ticked.length === 0) return { kind: 'nothing' };
  const only = (group: ConfigGroup) =>
    Object.fromEntries(CONFIG_GROUPS.map((each) => [each, each === group])) as ConfigurationForm['enabled'];
  const groups = ticked.filter(
    (group) => Object.keys(formProblems({ ...form, enabled: only(group) })).length > 0,
  );
  return groups.length > 0 ? { kind: 'incomplete', groups } : null;
}
