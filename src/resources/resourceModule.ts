import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * What every resource folder's `index.ts` exports: the pages react-admin routes to (loaded lazily, so the first
 * load carries none of them), its icon and how a record is named. An area serves the pages under its own
 * address (`/kiosk/profiles/...`); App.tsx registers the rest with react-admin.
 */
export interface ResourceModule {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: ResourceProps['recordRepresentation'];
}

/**
 * What a resource whose pages an area page routes itself tells react-admin: its icon and how a record is named.
 * Without pages, none of react-admin's links lead to its own addresses and no page loads with the console.
 */
export type ResourceRegistration = Pick<ResourceModule, 'icon' | 'recordRepresentation'>;
