import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { discoverPlatform } from './dataProvider/discovery';
import { quietHandledApiErrors } from './dataProvider/quietErrors';
import { i18nProvider } from './i18n';
import { askDeviceListEarly } from './layout/earlyDeviceList';
import { StartupErrorPage } from './pages/startup/StartupErrorPage';

/**
 * The console routes by path (001 §2: /login, /kiosk/devices, …), so that deep links, bookmarks, reload and
 * Back/Forward work. A data router, so that react-admin can block navigation away from unsaved forms.
 * Before anything renders, the console finds its platform (config.json, serverinfo, dcSettings); when it cannot,
 * it says why instead of starting. A browser outside the supported ones has been told so by browserCheck.js.
 */
// Development builds of react-admin log every rejected data call with its stack; the user has been shown it.
if (import.meta.env.DEV) quietHandledApiErrors();

const start = async () => {
  if (document.documentElement.hasAttribute('data-unsupported-browser')) return;
  const root = createRoot(document.getElementById('root')!);
  const found = await discoverPlatform();
  if (!found.ok) {
    root.render(
      <StrictMode>
        <StartupErrorPage
          failure={found.failure}
          translate={(key, options) => i18nProvider.translate(key, options)}
        />
      </StrictMode>,
    );
    return;
  }
  // The Devices tab's list downloads while the shell and the tab load their code (docs/decisions.md, issue 37).
  void askDeviceListEarly(location.pathname);
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

void start();
