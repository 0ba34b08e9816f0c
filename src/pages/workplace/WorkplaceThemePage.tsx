import { EditorLayout } from './editor/EditorLayout';
import { ThemeForm } from './theme/ThemeForm';

/** /workplace/theme: the workplace app's accent colour, branding and logos, beside its picture. */
export const WorkplaceThemePage = () => (
  <EditorLayout>
    <ThemeForm />
  </EditorLayout>
);
