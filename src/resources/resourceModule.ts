import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * What every resource folder's `index.ts` exports: the pages react-admin routes to (loaded lazily, so the first
 * load carries none of them), its icon and how a record is named. `src/routes.tsx` serves the pages where an area
 * puts the resource (`/kiosk/profiles/...`, `/contentadmin/...`); App.tsx registers the resource with react-admin.
 */
export interface ResourceModule {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /**
   * Pages that are none of the four, by their path below the resource's address: `{ preview: ScreenPreviewPage }`
   * serves /contentadmin/preview. Each is a child route of the resource, so its resource context is the resource's.
   */
  pages?: Readonly<Record<string, ComponentType>>;
  icon: ComponentType;
  recordRepresentation: ResourceProps['recordRepresentation'];
}
