import { readAccessToken } from '../storage/storageKeys';
import { consoleError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import { parseBody, settle } from './response';

/**
 * The console's one uploader with progress (fetch has none): a multipart form over XMLHttpRequest, with
 * progress, cancel and a timeout that counts from the last sign of life. Player uploads (src/players/upload.ts)
 * and console uploads (`xhrUpload` below) differ only in what an answer or a failure becomes.
 */

/** The part of XMLHttpRequest an upload uses, so tests can pass a fake or a node implementation. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  withCredentials: boolean;
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
export type XhrFactory = () => XhrLike;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** Loaded over total, in whole percent (001 §9). */
  percent: number;
}

export function uploadPercent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/** Why an upload got no answer: the connection failed, nothing moved for too long, or it was cancelled. */
export type UploadFailure = 'network' | 'timeout' | 'cancelled';

export class UploadInterrupted extends Error {
  readonly failure: UploadFailure;

  constructor(failure: UploadFailure) {
    super(`The upload stopped: ${failure}`);
    this.name = 'UploadInterrupted';
    this.failure = failure;
  }
}

export interface SendRequest {
  url: string;
  form: FormData;
  xhr?: XhrFactory;
  method?: string;
  headers?: Readonly<Record<string, string>>;
  /** Fails with 'timeout' when nothing moves for this long; 0 or none waits as long as the transfer takes. */
  idleTimeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadAnswer {
  status: number;
  text: string;
}

/** The browser's XMLHttpRequest (its progress events carry more than an upload reads). */
export const browserXhr: XhrFactory = () => new XMLHttpRequest() as unknown as XhrLike;

/** Sends the form; resolves with whatever the server answers, rejects with UploadInterrupted when it cannot. */
export function sendWithProgress(request: SendRequest): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadInterrupted('cancelled'));
      return;
    }
    const xhr = (request.xhr ?? browserXhr)();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failure: UploadFailure | null = null;
    const onAbort = () => fail('cancelled');
    const done = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (reason: UploadFailure) => {
      failure ??= reason;
      xhr.abort();
    };
    const arm = () => {
      clearTimeout(timer);
      if (request.idleTimeoutMs) timer = setTimeout(() => fail('timeout'), request.idleTimeoutMs);
    };
    xhr.open(request.method ?? 'POST', request.url);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      arm();
      const total = event.lengthComputable ? event.total : 0;
      request.onProgress?.({ loaded: event.loaded, total, percent: uploadPercent(event.loaded, total) });
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new UploadInterrupted(failure ?? 'network'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadInterrupted(failure ?? 'cancelled'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    xhr.send(request.form);
  });
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: string;
  headers?: Record<string, string>;
  /** false: no bearer header from the stored token. Default true. */
  auth?: boolean;
  /** Fails with TIMEOUT when nothing moves for this long; 0 (default) waits as long as the transfer takes. */
  timeoutMs?: number;
}

export interface XhrUploadDeps {
  xhr?: XhrFactory;
  getToken?: () => string | null;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

/** What a console upload that got no answer fails with: the HTTP client's errors, or the caller's abort reason. */
const consoleFailure = (error: unknown, signal: AbortSignal | undefined): unknown => {
  if (!(error instanceof UploadInterrupted)) return error;
  if (error.failure === 'network') return consoleError(ERROR_CODES.NETWORK_ERROR);
  if (error.failure === 'timeout') return consoleError(ERROR_CODES.TIMEOUT);
  return signal ? abortReason(signal) : consoleError(ERROR_CODES.USER_CANCELLATION);
};

/** Builds the console's uploader to the platform and DC: same answers and errors as the HTTP client. */
export const createXhrUpload =
  (deps: XhrUploadDeps = {}) =>
  async <T = unknown>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> => {
    const token = (deps.getToken ?? (() => readAccessToken()))();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
    let answer: UploadAnswer;
    try {
      answer = await sendWithProgress({
        url,
        form,
        xhr: deps.xhr,
        method: options.method,
        headers: { ...headers, ...options.headers },
        idleTimeoutMs: options.timeoutMs,
        signal: options.signal,
        onProgress: options.onProgress,
      });
    } catch (error) {
      throw consoleFailure(error, options.signal);
    }
    const ok = answer.status >= 200 && answer.status < 300;
    return settle(answer.status, ok, parseBody(answer.text), token) as T;
  };

/** The console's uploader, reading the token from localStorage. */
export const xhrUpload = createXhrUpload();
