import type { ComponentType, ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/createI18nProvider';
import english from '../i18n/en';

// A whole react-admin context renders slowly on a busy machine: wait longer than the defaults before failing.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

export interface RenderInAdminOptions {
  /** The address the router starts at. */
  route?: string;
  authProvider?: AuthProvider;
}

/** Renders inside react-admin's context with the real English texts, a memory router and a fresh store. */
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
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} authProvider={options.authProvider}>
        {ui}
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
