import { DeviceError } from './errors';
import { isIpv4 } from '../domain/ipRange';

/** Options every player call takes. */
export interface CallOptions {
  /** Stops the call; it then fails with USER_CANCELLATION. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call; running out gives UNREACHABLE_DEVICE. */
  timeoutMs?: number;
}

export interface Transport {
  port: number;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface DeviceRequest extends CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  /** A JSON body. */
  json?: unknown;
  /** Any other body (e.g. FormData). */
  body?: BodyInit;
  query?: Record<string, string>;
  /** The token call: a 400 means a wrong password there. */
  tokenCall?: boolean;
}

const DETAIL_MAX = 300;

/** The player's `detail` text from an answer body, if it has one. */
function detailOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown };
    return typeof parsed.detail === 'string' ? parsed.detail.slice(0, DETAIL_MAX) : undefined;
  } catch {
    return undefined;
  }
}

/** The error for an answer other than 200: 401 (and 400 on the token call) is an authorization failure. */
export function errorForAnswer(status: number, text: string, tokenCall = false): DeviceError {
  const detail = detailOf(text);
  const refused = status === 401 || (tokenCall && status === 400);
  return new DeviceError(refused ? 'QBIC_AUTHORIZATION_FAILURE' : 'DEVICE_REQUEST_FAILED', {
    status,
    detail,
  });
}

/** `http://{ip}:{port}{path}` with the token as `qauth` when given. Built as text: it runs for every call. */
export function deviceUrl(
  port: number,
  ip: string,
  path: string,
  token?: string,
  query?: Record<string, string>,
) {
  if (!isIpv4(ip)) throw new DeviceError('UNREACHABLE_DEVICE', { detail: 'invalid address' });
  const params = Object.entries(query ?? {});
  if (token) params.push(['qauth', token]);
  const search = params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return `http://${ip}:${port}${path}${search.length > 0 ? `?${search.join('&')}` : ''}`;
}

/**
 * The call's own signal: aborted by the caller's signal or when the timeout runs out. `settle` clears both
 * once the call is over, so that no timer or listener outlives it (a run of many players makes thousands of calls);
 * `failure` tells afterwards which of them stopped the call.
 */
function callSignal(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    settle() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
    failure(cause: unknown): DeviceError {
      if (cause instanceof DeviceError) return cause;
      return new DeviceError(signal?.aborted ? 'USER_CANCELLATION' : 'UNREACHABLE_DEVICE', { cause });
    },
  };
}

/**
 * One call to a player. Only HTTP 200 is success: it answers the body as text (or a Blob with `asBlob`).
 * Network failures and timeouts give UNREACHABLE_DEVICE; the caller's abort gives USER_CANCELLATION.
 */
export async function deviceRequest(
  transport: Transport,
  ip: string,
  path: string,
  request: DeviceRequest = {},
) {
  const response = await deviceResponse(transport, ip, path, request);
  return response.text;
}

export async function deviceBlob(
  transport: Transport,
  ip: string,
  path: string,
  request: DeviceRequest = {},
) {
  const response = await deviceResponse(transport, ip, path, request, true);
  return response.blob as Blob;
}

async function deviceResponse(
  transport: Transport,
  ip: string,
  path: string,
  request: DeviceRequest,
  asBlob = false,
): Promise<{ text: string; blob?: Blob }> {
  const url = deviceUrl(transport.port, ip, path, request.token, request.query);
  const call = callSignal(request.timeoutMs ?? transport.timeoutMs, request.signal);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await transport.fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.body,
      signal: call.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (response.status !== 200)
      throw errorForAnswer(response.status, await response.text(), request.tokenCall);
    if (asBlob) return { text: '', blob: await response.blob() };
    return { text: await response.text() };
  } catch (error) {
    throw call.failure(error);
  } finally {
    call.settle();
  }
}

/** Parses a JSON answer; a player answering something else is a failed request. */
export function parseJson<T>(text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new DeviceError('DEVICE_REQUEST_FAILED', { status: 200, detail: 'not a JSON answer', cause });
  }
}
