import { readAccessToken } from '../authProvider/storageKeys';
import { consoleError } from './apiError';
import { ERROR_CODES } from './errorCodes';
import { parseBody, settle } from './response';

export interface UploadProgress {
  /** Percent of loaded over total, 0 to 100. */
  percent: number;
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: string;
  headers?: Record<string, string>;
  /** false: no bearer header from the stored token (players use their own token). Default true. */
  auth?: boolean;
  /** Milliseconds before the upload fails with TIMEOUT; 0 (default) waits as long as the transfer takes. */
  timeoutMs?: number;
}

/** The part of XMLHttpRequest an upload uses (a fake stands in for it in tests). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'upload'
  | 'status'
  | 'responseText'
  | 'timeout'
  | 'onload'
  | 'onerror'
  | 'ontimeout'
  | 'onabort'
>;

export interface XhrUploadDeps {
  createRequest?: () => UploadRequest;
  getToken?: () => string | null;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The upload was cancelled.', 'AbortError');

/**
 * Builds an uploader that reports progress (fetch cannot): multipart body, same answers and errors as the
 * HTTP client, cancellable through the signal.
 */
export const createXhrUpload =
  (deps: XhrUploadDeps = {}) =>
  <T = unknown>(url: string, formData: FormData, options: UploadOptions = {}): Promise<T> => {
    const createRequest = deps.createRequest ?? (() => new XMLHttpRequest());
    const token = (deps.getToken ?? (() => readAccessToken()))();
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<T>((resolve, reject) => {
      const request = createRequest();
      const onAbortSignal = () => request.abort();
      const finish = (outcome: () => void) => {
        signal?.removeEventListener('abort', onAbortSignal);
        try {
          outcome();
        } catch (error) {
          reject(error);
        }
      };
      request.open(options.method ?? 'POST', url);
      request.timeout = options.timeoutMs ?? 0;
      if (token && options.auth !== false) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(options.headers ?? {}))
        request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total <= 0) return;
        const percent = Math.min(100, (event.loaded / event.total) * 100);
        options.onProgress?.({ percent, loaded: event.loaded, total: event.total });
      };
      request.onload = () =>
        finish(() => {
          const ok = request.status >= 200 && request.status < 300;
          resolve(settle(request.status, ok, parseBody(request.responseText), token) as T);
        });
      request.onerror = () => finish(() => reject(consoleError(ERROR_CODES.NETWORK_ERROR)));
      request.ontimeout = () => finish(() => reject(consoleError(ERROR_CODES.TIMEOUT)));
      request.onabort = () =>
        finish(() => reject(signal ? abortReason(signal) : consoleError(ERROR_CODES.USER_CANCELLATION)));
      signal?.addEventListener('abort', onAbortSignal, { once: true });
      request.send(formData);
    });
  };

/** The console's uploader, reading the token from localStorage. */
export const xhrUpload = createXhrUpload();
