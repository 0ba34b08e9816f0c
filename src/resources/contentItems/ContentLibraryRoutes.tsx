import { Suspense, useEffect } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from '../../components/lazyNamed';
import { PageProgress } from '../../components/PageProgress';
import { ContentList } from './ContentList';

// The forms bring the rich text editor; the library's cards should not wait for it.
const ContentCreate = lazyNamed(() => import('./ContentCreate'), 'ContentCreate');
const ContentEdit = lazyNamed(() => import('./ContentEdit'), 'ContentEdit');

/** The library's pages relative to /contentlibrary: the list, /create and /:id. */
export const ContentLibraryRoutes = () => {
  // Once the browser is idle, so that opening an item does not wait for the network either.
  useEffect(() => {
    const load = () =>
      void Promise.all([ContentCreate.preload(), ContentEdit.preload()]).catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return load();
    const handle = requestIdleCallback(load);
    return () => cancelIdleCallback(handle);
  }, []);
  return (
    <ResourceContextProvider value="contentItems">
      <Suspense fallback={<PageProgress />}>
        <Routes>
          <Route index element={<ContentList />} />
          <Route path="create" element={<ContentCreate />} />
          <Route path=":id" element={<ContentEdit />} />
        </Routes>
      </Suspense>
    </ResourceContextProvider>
  );
};
