import { ROUTES } from '../../authProvider/guards';
import { AreaPage, type AreaTabPage } from '../../layout/AreaPage';
import { lazyNamed } from '../../layout/lazyNamed';

const WorkplaceFeaturesPage = lazyNamed(() => import('./WorkplaceFeaturesPage'), 'WorkplaceFeaturesPage');
const WorkplaceThemePage = lazyNamed(() => import('./WorkplaceThemePage'), 'WorkplaceThemePage');
const WorkplaceSettingsDialog = lazyNamed(
  () => import('./WorkplaceSettingsDialog'),
  'WorkplaceSettingsDialog',
);

/** The workplace tabs (001 §2 Tabs), in order. */
export const WORKPLACE_TABS: readonly AreaTabPage[] = [
  { path: 'features', label: 'dm.menu.features', element: <WorkplaceFeaturesPage /> },
  { path: 'theme', label: 'dm.menu.theme', element: <WorkplaceThemePage /> },
];

/** The workplace area: features and theme, plus the Settings dialog. /workplace opens Features. */
export const WorkplacePage = () => (
  <AreaPage
    base={ROUTES.workplace}
    tabs={WORKPLACE_TABS}
    defaultTab="features"
    label="dm.menu.workplace"
    settingsDialog={WorkplaceSettingsDialog}
  />
);
