import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';

/** The library's pages relative to /contentlibrary: the list, /create and /:id. */
export const ContentLibraryRoutes = () => (
  <ResourceContextProvider value="contentItems">
    <Routes>
      <Route index element={<ContentList />} />
      <Route path="create" element={<ContentCreate />} />
      <Route path=":id" element={<ContentEdit />} />
    </Routes>
  </ResourceContextProvider>
);
