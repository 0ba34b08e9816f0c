import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { RuleCreate } from './RuleCreate';
import { RuleEdit } from './RuleEdit';
import { RuleList } from './RuleList';
import { ScreenPreviewPage } from './ScreenPreviewPage';

/** The rules' pages relative to /contentadmin: the list, /create, /preview and /:id. */
export const ContentAdminRoutes = () => (
  <ResourceContextProvider value="contentRules">
    <Routes>
      <Route index element={<RuleList />} />
      <Route path="create" element={<RuleCreate />} />
      <Route path="preview" element={<ScreenPreviewPage />} />
      <Route path=":id" element={<RuleEdit />} />
    </Routes>
  </ResourceContextProvider>
);
