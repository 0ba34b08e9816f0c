import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../../authProvider/guards';
import { AreaPage } from '../../layout/AreaPage';
import type { AreaTab } from '../../layout/AreaTabs';

const WorkplaceFeaturesPage = lazy(() =>
  import('./WorkplaceFeaturesPage').then((module) => ({ default: module.WorkplaceFeaturesPage })),
);
const WorkplaceThemePage = lazy(() =>
  import('./WorkplaceThemePage').then((module) => ({ default: module.WorkplaceThemePage })),
);
const WorkplaceSettingsDialog = lazy(() =>
  import('./WorkplaceSettingsDialog').then((module) => ({ default: module.WorkplaceSettingsDialog })),
);

/** The workplace tabs (001 §2 Tabs), in order. */
export const WORKPLACE_TABS: readonly AreaTab[] = [
  { path: 'features', label: 'dm.menu.features' },
  { path: 'theme', label: 'dm.menu.theme' },
];

/** The workplace area: features and theme, plus the Settings dialog. /workplace opens Features. */
export const WorkplacePage = () => (
  <AreaPage
    base={ROUTES.workplace}
    tabs={WORKPLACE_TABS}
    label="dm.menu.workplace"
    settingsDialog={WorkplaceSettingsDialog}
  >
    <Routes>
      <Route index element={<Navigate to="features" replace />} />
      <Route path="features" element={<WorkplaceFeaturesPage />} />
      <Route path="theme" element={<WorkplaceThemePage />} />
      <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
    </Routes>
  </AreaPage>
);
