import type { ActivityEntry, ActivityTarget, ActivityValues } from '../../../contract/activity';
import type { TargetInput } from '../../../domain/activity/activityEntry';
import type { ConfigurationDraft } from '../../../domain/configuration/configurationModel';
import { draftFromEntry, emptyDraft, type DevicePlace } from '../../../domain/configuration/payload';
import type { BulkRef, CurrentConfiguration, DeviceBulkRow } from '../../../domain/deviceBulk';
import type { StoredConfiguration } from '../../../domain/deviceConfiguration';
import { prepareRow, type PreparedRow } from '../../devices/bulk/prepareRows';
import type { PushOutcome } from '../../devices/bulk/pushRows';

/**
 * Revert of an entry that changed devices' configurations (a form saved, a Devices sheet pushed, a revert): for
 * each device it changed, the fields it changed set back to the values they had, as a Devices-sheet row that the
 * bulk push sends (the same reads, checks and per-device outcome as a sheet).
 */

const DEVICE_ACTIONS: ReadonlySet<string> = new Set(['device.configure', 'device.bulkPush', 'device.revert']);

/** The fields of a configuration a revert sets back, as the form's draft names them. */
const REVERT_FIELDS = [
  'type',
  'region',
  'room',
  'building',
  'selectedFloors',
  'defaultFloor',
  'profile',
  'theme',
  'location',
] as const;
type RevertField = (typeof REVERT_FIELDS)[number];

const fieldsOf = (values: ActivityValues | undefined): RevertField[] =>
  REVERT_FIELDS.filter((field) => values !== undefined && Object.hasOwn(values, field));

/** The targets an entry's revert can set back: devices it changed, with their values before. */
export const revertableTargets = (entry: Pick<ActivityEntry, 'action' | 'targets'>): ActivityTarget[] =>
  DEVICE_ACTIONS.has(entry.action)
    ? entry.targets.filter((target) => target.outcome === 'succeeded' && fieldsOf(target.before).length > 0)
    : [];

export const canRevert = (entry: Pick<ActivityEntry, 'action' | 'targets'>): boolean =>
  revertableTargets(entry).length > 0;

/** A device as read before its revert: its stored configuration (null: none) and where it stands. */
export interface DeviceNow {
  stored: StoredConfiguration | null;
  place: DevicePlace;
}

/** One field of a target: its value now and the value the revert sets back. */
interface RevertLine {
  field: RevertField;
  now: unknown;
  before: unknown;
}

export interface RevertPlan {
  target: ActivityTarget;
  lines: RevertLine[];
  /** Some field no longer holds what the entry left: someone changed the device again since. */
  changedSince: boolean;
  /** The sheet row that sets the earlier values: not `success`, it cannot be sent; `unchanged`, nothing to send. */
  row: PreparedRow;
  /** The device's configuration as it is now, in the fields the entry changed (the revert's own entry). */
  values: { now: ActivityValues; before: ActivityValues };
}

/** The configuration a device has now, as the form's draft (a device never configured: an empty one). */
const draftNow = (id: string, now: DeviceNow): ConfigurationDraft => {
  const entry = now.stored?.configurations[0];
  return entry ? draftFromEntry(id, entry, now.place) : emptyDraft(id, null);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether the stored configuration holds the field itself: a floor display's building and a region other than a
 * room display's are where the device stands, not part of its configuration, so they do not say it changed.
 */
const held = (field: RevertField, type: string | null) =>
  field !== 'building' && (field !== 'region' || type === 'RD');

const pick = (draft: ConfigurationDraft, fields: readonly RevertField[]): ActivityValues =>
  Object.fromEntries(fields.map((field) => [field, draft[field]]));

function rowOf(
  index: number,
  target: ActivityTarget,
  draft: ConfigurationDraft,
  now: DeviceNow,
): DeviceBulkRow {
  const names = target.names ?? {};
  // An id the entry named is one the tenant had; the bulk push checks the rest when it reads the device.
  const ref = (id: string | null): BulkRef | null => (id ? { id, name: names[id] ?? id } : null);
  const refs = (of: ConfigurationDraft) => ({
    region: ref(of.region),
    room: ref(of.room),
    building: ref(of.building),
    floors: of.selectedFloors.flatMap((id) => ref(id) ?? []),
    defaultFloor: ref(of.defaultFloor),
    location: ref(of.location),
    profile: ref(of.profile),
    theme: ref(of.theme),
  });
  const current: CurrentConfiguration | null = now.stored
    ? { type: draftNow(target.id, now).type, ...refs(draftNow(target.id, now)) }
    : null;
  return {
    row: index + 2,
    id: target.id,
    name: target.name,
    type: draft.type,
    ...refs(draft),
    configId: now.stored?.id ?? null,
    isModified: false,
    isMiniDisplay: false,
    current,
  };
}

/** What reverting the entry would do to one of its devices, from the device as it is now. */
export function planDeviceRevert(index: number, target: ActivityTarget, now: DeviceNow): RevertPlan {
  const current = draftNow(target.id, now);
  const before = target.before ?? {};
  const after = target.after ?? {};
  const fields = fieldsOf(before);
  const earlier = Object.fromEntries(
    fields.map((field) => [field, before[field]]),
  ) as Partial<ConfigurationDraft>;
  const draft: ConfigurationDraft = {
    ...current,
    ...earlier,
    // A floor display's building is where it stands: the one it had, else the one it has.
    building: (earlier.building ?? null) || current.building,
    selectedFloors: [...(earlier.selectedFloors ?? current.selectedFloors)],
  };
  const lines = fields
    .filter((field) => held(field, current.type) || held(field, draft.type))
    .map((field) => ({ field, now: current[field], before: draft[field] }));
  return {
    target,
    lines,
    changedSince: fields.some(
      (field) =>
        held(field, current.type) && Object.hasOwn(after, field) && !same(current[field], after[field]),
    ),
    row: prepareRow(rowOf(index, target, draft, now)),
    values: { now: pick(current, fields), before: pick(draft, fields) },
  };
}

/** The plans a revert sends: those that can be sent and would change something. */
export const toSend = (plans: readonly RevertPlan[]): RevertPlan[] =>
  plans.filter((plan) => plan.row.success && !plan.row.unchanged);

/** The revert as the activity log keeps it: each device sent, its outcome, the values it had and has again. */
export const revertTargets = (sent: readonly RevertPlan[], outcomes: readonly PushOutcome[]): TargetInput[] =>
  sent.map((plan, index) => {
    const outcome = outcomes[index];
    return {
      id: plan.target.id,
      name: plan.target.name,
      ok: outcome?.state === 'success',
      error: outcome?.state === 'failed' ? outcome.reason : null,
      before: plan.values.now,
      after: plan.values.before,
      names: plan.target.names,
    };
  });
