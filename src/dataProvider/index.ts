import type { AppDataProvider } from './createDataProvider';
import { httpClient } from './httpClient';

export type { AppDataProvider } from './createDataProvider';
export type { Language, PeopleDetails } from './dcAuth';

let loading: Promise<AppDataProvider> | undefined;
/**
 * Loads the data provider's code (every endpoint, the list cache, the records client's wiring); a failed load is
 * forgotten, so the next call asks the network again.
 */
export const preloadDataProvider = (): Promise<AppDataProvider> =>
  (loading ??= import('./createDataProvider').then(
    ({ createDataProvider }) => createDataProvider(httpClient),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * The console's data provider: react-admin methods over the endpoint table plus the custom calls. Its code stays
 * out of the sign-in page's first load: every method answers a promise, so each one here loads the code on its
 * first call and then calls the real method. `supportAbortSignal` is the one property react-admin reads before a
 * call; `then` is left out so that the provider is never taken for a promise.
 */
export const dataProvider = new Proxy({ supportAbortSignal: true } as AppDataProvider, {
  get(target, name) {
    if (name in target || typeof name !== 'string' || name === 'then')
      return target[name as keyof AppDataProvider];
    return async (...args: unknown[]) => {
      const real = await preloadDataProvider();
      return (real[name] as (...callArgs: unknown[]) => unknown)(...args);
    };
  },
});
