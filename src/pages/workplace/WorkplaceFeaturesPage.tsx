import { EditorLayout } from './editor/EditorLayout';
import { FeaturesForm } from './features/FeaturesForm';

/** /workplace/features: the floor plan feature and the workplace feature flags, beside the app's picture. */
export const WorkplaceFeaturesPage = () => (
  <EditorLayout>
    <FeaturesForm />
  </EditorLayout>
);
