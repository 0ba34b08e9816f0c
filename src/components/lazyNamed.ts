import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own lazy() accepts components of any props; so does this wrapper.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type Preloadable<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts loading the module now, so that its first render does not wait for the network. */
  preload(): Promise<unknown>;
  /** The export it loads, which names the page in tests and messages. */
  readonly exportName: string;
};

/**
 * A lazily loaded named export that can also be loaded ahead of its first render. A failed load is forgotten,
 * so the next attempt asks the network again.
 */
export const lazyNamed = <M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M[K]> => {
  let pending: Promise<{ default: M[K] }> | undefined;
  const get = () =>
    (pending ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(get), { preload: get, exportName: name });
};
