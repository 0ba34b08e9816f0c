import { DeviceError } from './errors';
import { errorForAnswer } from './request';

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

export interface UploadRequest {
  url: string;
  token: string;
  form: FormData;
  xhr: XhrFactory;
  /** The upload fails with UNREACHABLE_DEVICE when nothing moves for this long. */
  idleTimeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export function uploadPercent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

/**
 * Posts a multipart form with upload progress. Only HTTP 200 is success (it answers the body text). The
 * timeout counts from the last sign of life, not from the start, so large files on slow links still go.
 */
export function uploadWithProgress(request: UploadRequest): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new DeviceError('USER_CANCELLATION'));
      return;
    }
    const xhr = request.xhr();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failure: DeviceError | null = null;
    const onAbort = () => fail(new DeviceError('USER_CANCELLATION'));
    const settle = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: DeviceError) => {
      failure ??= error;
      xhr.abort();
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => fail(new DeviceError('UNREACHABLE_DEVICE', { detail: 'timeout' })),
        request.idleTimeoutMs,
      );
    };
    xhr.open('POST', request.url);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      arm();
      const total = event.lengthComputable ? event.total : 0;
      request.onProgress?.({ loaded: event.loaded, total, percent: uploadPercent(event.loaded, total) });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 200) resolve(xhr.responseText);
      else reject(errorForAnswer(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      settle();
      reject(failure ?? new DeviceError('UNREACHABLE_DEVICE'));
    };
    xhr.onabort = () => {
      settle();
      reject(failure ?? new DeviceError('USER_CANCELLATION'));
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    xhr.send(request.form);
  });
}
