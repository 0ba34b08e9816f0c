import { HttpError } from 'ra-core';

/**
 * In development builds react-admin writes every rejected data provider call to the browser console with its
 * stack (ra-core useDataProvider; production builds leave that out). Our calls reject with an `HttpError`
 * (an `ApiError` or a session error) that the screen shows the user in their language, a conflict, a refused
 * permission or an unreachable service, so the log says nothing new. This is that log line: one argument, an
 * HttpError. Anything else (a TypeError, a React warning, a message) is still written.
 */
export const isHandledApiErrorLog = (args: readonly unknown[]): boolean =>
  args.length === 1 && args[0] instanceof HttpError;

/** Leaves out of `target.error` the log lines of handled API errors; returns what restores it. */
export function quietHandledApiErrors(target: Pick<Console, 'error'> = console): () => void {
  const original = target.error;
  target.error = (...args: unknown[]) => {
    if (!isHandledApiErrorLog(args)) original.apply(target, args);
  };
  return () => {
    target.error = original;
  };
}
