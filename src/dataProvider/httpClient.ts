import { REQUEST_TIMEOUT_MS } from '../config';
import { readAccessToken } from '../storage/storageKeys';
import { consoleError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import { parseBody, settle } from './response';
import { anySignal, timeoutSignal } from '../domain/abortSignals';

export interface HttpOptions {
  method?: string;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  /** The caller's cancel signal, joined with the request timeout. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false: no bearer header (sign-in, server info). Default true. */
  auth?: boolean;
  /** 'json' (default) unwraps the envelope; 'blob' and 'text' return the raw body of a successful answer. */
  responseType?: 'json' | 'blob' | 'text';
  /**
   * The answer may be tens of megabytes (the whole device list): its body is taken whole as a blob and then read as
   * text. Chromium reads a large body with `text()` chunk by chunk on the page's thread, more than twice as long
   * (docs/decisions.md, issue 37).
   */
  large?: boolean;
  /** Called with the headers of a successful answer (a download's x-content-type, a HEAD's content-type). */
  onHeaders?: (headers: Headers) => void;
}

/** One client for the platform and the device-control backend. */
export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<T>;

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientDeps {
  fetch?: FetchFunction;
  getToken?: () => string | null;
  timeoutMs?: number;
}

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

const requestInit = (options: HttpOptions, token: string | null, signal: AbortSignal): RequestInit => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body !== undefined && isRawBody(options.body)) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  // Cookies go to the console's own origin (a platform or backend behind the same reverse proxy), never to
  // another: the session is the bearer token (docs/decisions.md, issue 35).
  return {
    method: options.method ?? 'GET',
    headers: { ...headers, ...options.headers },
    body,
    signal,
    credentials: 'same-origin',
  };
};

/**
 * Builds the console's HTTP client: bearer header from the stored token, JSON bodies, a timeout joined with
 * the caller's signal, envelope unwrapping and errors as HttpError (401 for session codes) or ApiError.
 */
export const createHttpClient = (deps: HttpClientDeps = {}): HttpClient => {
  const fetchFn: FetchFunction = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = deps.getToken ?? (() => readAccessToken());
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async <T>(url: string, options: HttpOptions = {}): Promise<T> => {
    const token = getToken();
    const timeout = timeoutSignal(timeoutMs);
    const signal = options.signal ? anySignal([options.signal, timeout]) : timeout;
    const raw = options.responseType === 'blob' || options.responseType === 'text';
    let response: Response;
    let payload: unknown;
    try {
      response = await fetchFn(url, requestInit(options, token, signal));
      payload =
        response.ok && options.responseType === 'blob'
          ? await response.blob()
          : options.large
            ? await (await response.blob()).text()
            : await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw consoleError(ERROR_CODES.TIMEOUT);
      throw consoleError(ERROR_CODES.NETWORK_ERROR);
    }
    if (response.ok) options.onHeaders?.(response.headers);
    if (response.ok && raw) return payload as T;
    return settle(response.status, response.ok, parseBody(payload as string), token) as T;
  };
};

/** The console's client, reading the token from localStorage. */
export const httpClient: HttpClient = createHttpClient();
