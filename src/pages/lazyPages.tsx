import { lazy, Suspense, type ComponentType } from 'react';
import { LinearProgress } from '@mui/material';

/** A lazily loaded named export. */
const named = <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Every route module loads on first use (001 §2: "All modules are loaded lazily"); the sign-in page is the first
// load, so it is the one page bundled with the entry.
export const KioskPage = named(() => import('./kiosk/KioskPage'), 'KioskPage');
export const WorkplacePage = named(() => import('./workplace/WorkplacePage'), 'WorkplacePage');
export const ContentAdminPage = named(() => import('./contentadmin/ContentAdminPage'), 'ContentAdminPage');
export const ContentLibraryPage = named(
  () => import('./contentlibrary/ContentLibraryPage'),
  'ContentLibraryPage',
);
export const UnauthorizedPage = named(() => import('./unauthorized/UnauthorizedPage'), 'UnauthorizedPage');
const LazyNotFoundPage = named(() => import('./notfound/NotFoundPage'), 'NotFoundPage');

/** /pagenotfound sits outside the shell, so it brings its own loading state. */
export const NotFoundPage = () => (
  <Suspense fallback={<LinearProgress />}>
    <LazyNotFoundPage />
  </Suspense>
);
