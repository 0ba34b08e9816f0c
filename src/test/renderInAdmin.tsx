import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { createI18nProvider } from '../i18n/createI18nProvider';
import english from '../i18n/en';
import type { DeviceRightsCheck } from '../authProvider/deviceRights';
import { DeviceRightsContext } from '../layout/deviceRightsContext';

/** A rights check that lets every signed-in person into the device areas, for tests of what lies behind it. */
const ALLOW_DEVICE_AREAS: DeviceRightsCheck = {
  check: async () => ({ kind: 'allowed' }),
  known: () => ({ kind: 'allowed' }),
};

export interface RenderInAdminOptions {
  /** The custom methods and CRUD calls the component makes; a call the test did not give fails. */
  dataProvider?: Partial<DataProvider> & Record<string, unknown>;
  authProvider?: AuthProvider;
  /** The address the router starts at. */
  route?: string;
  /** The device-control backend's rights check before the device areas; every person let in by default. */
  rights?: DeviceRightsCheck;
}

/**
 * Renders a component the way the console does: inside react-admin's context (query client, theme, the real
 * English texts, a fresh store) under a memory router at `route`, and inside the shell's confirm dialog. Nothing
 * is shared between calls, so one test's language, store or cache never reaches another.
 */
export const renderInAdmin = async (ui: ReactElement, options: RenderInAdminOptions = {}) => {
  const i18nProvider = await createI18nProvider({
    english,
    loaders: {},
    storage: null,
    storageKey: 'test.language',
    browserLanguages: ['en'],
  });
  return render(
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <AdminContext
        i18nProvider={i18nProvider}
        store={memoryStore()}
        dataProvider={options.dataProvider as DataProvider | undefined}
        authProvider={options.authProvider}
      >
        <DeviceRightsContext.Provider value={options.rights ?? ALLOW_DEVICE_AREAS}>
          <ConfirmProvider>{ui}</ConfirmProvider>
        </DeviceRightsContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
};

/**
 * Renders `Provider` inside react-admin's context and hands back what `useHook` returns inside it (the latest
 * value), for hooks that only work under their provider.
 */
export const hookInAdmin = async <T,>(
  useHook: () => T,
  Provider: ComponentType<{ children: ReactNode }>,
): Promise<() => T> => {
  const seen: { value?: T } = {};
  const Grab = () => {
    seen.value = useHook();
    return null;
  };
  await renderInAdmin(
    <Provider>
      <Grab />
    </Provider>,
  );
  return () => {
    if (!('value' in seen)) throw new Error('the hook never ran');
    return seen.value as T;
  };
};
