/**
 * Abort signals that work in every supported browser (package.json "browserslist"): AbortSignal.any came with
 * Chrome 116, Firefox 124 and Safari 17.4, AbortSignal.timeout with Safari 16. Where the browser has them they
 * are used; elsewhere the same is built from an AbortController. The lint rule (eslint.config.js, "newer than
 * the supported browsers") sends every other use here.
 */

/** A signal that aborts with a TimeoutError after `ms` milliseconds. */
export const timeoutSignal = (ms: number): AbortSignal => {
  // eslint-disable-next-line no-restricted-properties -- the one place that checks for it
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
};

/** A signal that aborts as soon as one of `signals` does, with its reason. */
export const anySignal = (signals: readonly AbortSignal[]): AbortSignal => {
  // eslint-disable-next-line no-restricted-properties -- the one place that checks for it
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  const onAbort = (event: Event) => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
};
