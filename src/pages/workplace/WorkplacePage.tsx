import { useCanBlock } from 'react-admin';
import { ROUTES } from '../../authProvider/guards';
import { AreaPage, type AreaDefinition } from '../../layout/AreaPage';
import { lazyNamed } from '../../layout/lazyNamed';
import { LeaveGuard } from './editor/LeaveGuard';
import { WorkplaceBottomSheet } from './editor/WorkplaceBottomSheet';
import { WorkplaceEditorProvider } from './editor/WorkplaceEditorProvider';
import { useWorkplaceEditor } from './editor/workplaceEditorContext';

const WorkplaceFeaturesPage = lazyNamed(() => import('./WorkplaceFeaturesPage'), 'WorkplaceFeaturesPage');
const WorkplaceThemePage = lazyNamed(() => import('./WorkplaceThemePage'), 'WorkplaceThemePage');
const WorkplaceSettingsDialog = lazyNamed(
  () => import('./WorkplaceSettingsDialog'),
  'WorkplaceSettingsDialog',
);

/** The workplace area (001 §2 Tabs): features and theme, plus the Settings dialog. /workplace opens Features. */
export const WORKPLACE_AREA: AreaDefinition = {
  base: ROUTES.workplace,
  label: 'dm.menu.workplace',
  defaultTab: 'features',
  settingsDialog: WorkplaceSettingsDialog,
  tabs: [
    { path: 'features', label: 'dm.menu.features', element: <WorkplaceFeaturesPage /> },
    { path: 'theme', label: 'dm.menu.theme', element: <WorkplaceThemePage /> },
  ],
};

const UnsavedGuard = () => {
  const { state } = useWorkplaceEditor();
  return <LeaveGuard when={state.modified || state.busy !== null} />;
};

export const WorkplacePage = () => {
  const canBlock = useCanBlock();
  return (
    <WorkplaceEditorProvider>
      <AreaPage {...WORKPLACE_AREA} />
      <WorkplaceBottomSheet />
      {canBlock ? <UnsavedGuard /> : null}
    </WorkplaceEditorProvider>
  );
};
