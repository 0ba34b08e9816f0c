import type { ConfigurationDraft } from '../../../domain/configuration/configurationModel';

/** Floors in building order, lowest first. */
export const floorsOfBuilding = <T extends { building: { id: string }; level: number }>(
  floors: readonly T[] | undefined,
  buildingId: string | null,
): T[] =>
  (floors ?? []).filter((floor) => floor.building.id === buildingId).sort((a, b) => a.level - b.level);

/**
 * The draft after ticking or unticking a floor: the default floor follows, so it is always one of the selected
 * floors (the first floor ticked becomes the default; unticking the default picks the first one left).
 */
export function toggleFloor(
  draft: Pick<ConfigurationDraft, 'selectedFloors' | 'defaultFloor'>,
  floorId: string,
  order: readonly string[],
): Pick<ConfigurationDraft, 'selectedFloors' | 'defaultFloor'> {
  const chosen = new Set(draft.selectedFloors);
  if (!chosen.delete(floorId)) chosen.add(floorId);
  const selectedFloors = order.filter((id) => chosen.has(id));
  const defaultFloor =
    draft.defaultFloor && chosen.has(draft.defaultFloor) ? draft.defaultFloor : (selectedFloors[0] ?? null);
  return { selectedFloors, defaultFloor };
}
