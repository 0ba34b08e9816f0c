import { Suspense } from 'react';
import { lazyNamed } from '../components/lazyNamed';
import { LazyAreaPage } from '../layout/areas';
import { ShellLayout } from '../layout/LazyAppLayout';
import devices from '../resources/devices';
import { PageProgress } from '../components/PageProgress';
import { preloadDataProvider } from '../dataProvider';

// Every route module loads on first use (001 §2: "All modules are loaded lazily"); the sign-in page is the first
// load, so it is the one page bundled with the entry. Resources load their pages lazily in their own index.ts.
export const QbicPage = lazyNamed(() => import('./qbic/QbicPage'), 'QbicPage');
export const KioskSettingsDialog = lazyNamed(
  () => import('./settings/KioskSettingsDialog'),
  'KioskSettingsDialog',
);
export const WorkplacePage = lazyNamed(() => import('./workplace/WorkplacePage'), 'WorkplacePage');
export const WorkplaceFeaturesPage = lazyNamed(
  () => import('./workplace/WorkplaceFeaturesPage'),
  'WorkplaceFeaturesPage',
);
export const WorkplaceThemePage = lazyNamed(
  () => import('./workplace/WorkplaceThemePage'),
  'WorkplaceThemePage',
);
export const WorkplaceSettingsDialog = lazyNamed(
  () => import('./workplace/WorkplaceSettingsDialog'),
  'WorkplaceSettingsDialog',
);
export const UnauthorizedPage = lazyNamed(
  () => import('./unauthorized/UnauthorizedPage'),
  'UnauthorizedPage',
);
const LazyNotFoundPage = lazyNamed(() => import('./notfound/NotFoundPage'), 'NotFoundPage');

/** /pagenotfound sits outside the shell, so it brings its own loading state. */
export const NotFoundPage = () => (
  <Suspense fallback={<PageProgress />}>
    <LazyNotFoundPage />
  </Suspense>
);

/**
 * Loads the shell, the data provider and the administrators' landing page (the kiosk with its Devices tab) while the sign-in page waits for the
 * user, so that signing in does not wait for those modules. A failure is left to the real navigation. Settles once
 * every module has loaded or failed.
 */
export const preloadLanding = async (): Promise<void> => {
  await Promise.all(
    [ShellLayout, LazyAreaPage, devices.list, { preload: preloadDataProvider }].map((module) =>
      module.preload().catch(() => undefined),
    ),
  );
};
