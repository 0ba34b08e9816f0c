import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { quietHandledApiErrors } from './dataProvider/quietErrors';

/**
 * The console routes by path (001 §2: /login, /kiosk/devices, …), so that deep links, bookmarks, reload and
 * Back/Forward work. A data router, so that react-admin can block navigation away from unsaved forms.
 */
// Development builds of react-admin log every rejected data call with its stack; the user has been shown it.
if (import.meta.env.DEV) quietHandledApiErrors();

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
