import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import type { LookResource } from './lookTypes';

export interface LookRoutesProps {
  resource: LookResource;
  list: ReactElement;
  create: ReactElement;
  edit: ReactElement;
  show: ReactElement;
}

/** The pages of one kiosk tab, relative to where the tab is mounted (/kiosk/profiles/*, /kiosk/themes/*). */
export const LookRoutes = ({ resource, list, create, edit, show }: LookRoutesProps) => (
  <ResourceContextProvider value={resource}>
    <Routes>
      <Route index element={list} />
      <Route path="create" element={create} />
      <Route path=":id" element={edit} />
      <Route path=":id/show" element={show} />
    </Routes>
  </ResourceContextProvider>
);
