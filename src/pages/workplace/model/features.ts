import type { FloorplanView, WorkplaceFeatures } from '../../../domain/workplace/types';

/** Floor plan view choices, pure: selected views are always among the available ones. */
const toggled = (list: readonly FloorplanView[], view: FloorplanView, on: boolean): FloorplanView[] =>
  on ? (list.includes(view) ? [...list] : [...list, view]) : list.filter((item) => item !== view);

/** Makes a view available or not; a view no longer available is no longer selected either. */
export function setAvailableView(
  features: WorkplaceFeatures,
  view: FloorplanView,
  on: boolean,
): WorkplaceFeatures {
  const availableViews = toggled(features.floorplan.availableViews, view, on);
  return {
    ...features,
    floorplan: {
      ...features.floorplan,
      availableViews,
      selectedFloorplanViews: features.floorplan.selectedFloorplanViews.filter((item) =>
        availableViews.includes(item),
      ),
    },
  };
}

/** Selects a view or not; only an available view can be selected. */
export function setSelectedView(
  features: WorkplaceFeatures,
  view: FloorplanView,
  on: boolean,
): WorkplaceFeatures {
  if (on && !features.floorplan.availableViews.includes(view)) return features;
  return {
    ...features,
    floorplan: {
      ...features.floorplan,
      selectedFloorplanViews: toggled(features.floorplan.selectedFloorplanViews, view, on),
    },
  };
}
