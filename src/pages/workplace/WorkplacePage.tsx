import type { ReactNode } from 'react';
import { useCanBlock } from 'react-admin';
import { LeaveGuard } from './editor/LeaveGuard';
import { WorkplaceBottomSheet } from './editor/WorkplaceBottomSheet';
import { WorkplaceEditorProvider } from './editor/WorkplaceEditorProvider';
import { useWorkplaceEditor } from './editor/workplaceEditorContext';

const UnsavedGuard = () => {
  const { state } = useWorkplaceEditor();
  return <LeaveGuard when={state.modified || state.busy !== null} />;
};

/**
 * The frame of the workplace area (001 §2 Tabs): Features and Theme edit one configuration held here, so
 * switching tabs keeps what was typed, one bottom sheet serves both, and leaving /workplace with unsaved
 * changes asks first.
 */
export const WorkplacePage = ({ children }: { children: ReactNode }) => {
  const canBlock = useCanBlock();
  return (
    <WorkplaceEditorProvider>
      {children}
      <WorkplaceBottomSheet />
      {canBlock ? <UnsavedGuard /> : null}
    </WorkplaceEditorProvider>
  );
};
