import { vi } from 'vitest';

/** One request the fake saw. */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

export const envelopeOk = (result: unknown) => ({ success: true, result, error: null });
export const envelopeError = (code: unknown, message?: string) => ({
  success: false,
  result: null,
  error: message === undefined ? { code } : { code, message },
});

/** A JSON answer with the given status. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Rejects like fetch does when the request's signal aborts. */
const whenAborted = (signal: AbortSignal | null | undefined): Promise<never> =>
  new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * A fetch stand-in: answers each request with `answer(call)`, records every call. An answer of 'hang' waits
 * until the request is aborted; 'network' fails as an unreachable host does.
 */
export const createFakeFetch = (answer: (call: FetchCall) => Response | 'hang' | 'network') => {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit): Promise<Response> => {
    const call = { url, init };
    calls.push(call);
    const outcome = answer(call);
    if (outcome === 'hang') return whenAborted(init.signal);
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    return outcome;
  });
  return { fetch, calls };
};

/** The headers of a recorded call as a plain object. */
export const headersOf = (call: FetchCall): Record<string, string> =>
  call.init.headers as Record<string, string>;
