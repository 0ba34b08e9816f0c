import { useSyncExternalStore } from 'react';

/** The Content-Security-Policy directives the console's outside addresses go through. */
export type PolicyDirective = 'connect-src' | 'img-src';

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const keyOf = (directive: string, origin: string) => `${directive} ${origin}`;

/**
 * The origins the browser refused under the console's Content-Security-Policy, by directive, as it reported them
 * (`securitypolicyviolation`). A HEAD or an image the policy stops fails like one whose host does not answer;
 * only the browser's report tells them apart. Listened to from the first import, before any address is tried; the
 * policy holds for the page's life, so an origin once refused stays refused.
 */
const refused = new Set<string>();
const listeners = new Set<() => void>();

if (typeof document !== 'undefined')
  document.addEventListener('securitypolicyviolation', (event) => {
    const origin = originOf(event.blockedURI);
    if (origin === null || refused.has(keyOf(event.effectiveDirective, origin))) return;
    refused.add(keyOf(event.effectiveDirective, origin));
    for (const listener of listeners) listener();
  });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The origin of `url` once the browser has refused it for `directive` under the console's policy, else null. */
export function usePolicyBlocked(url: string, directive: PolicyDirective): string | null {
  const origin = originOf(url.trim());
  return useSyncExternalStore(subscribe, () =>
    origin !== null && refused.has(keyOf(directive, origin)) ? origin : null,
  );
}
