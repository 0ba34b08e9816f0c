import { EditorLayout } from './editor/EditorLayout';
import { WorkplaceThemeForm } from './theme/WorkplaceThemeForm';

/** /workplace/theme: the workplace app's accent colour, branding and logos, beside its picture. */
export const WorkplaceThemePage = () => (
  <EditorLayout>
    <WorkplaceThemeForm />
  </EditorLayout>
);
