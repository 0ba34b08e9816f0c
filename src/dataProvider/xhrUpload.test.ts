import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { envelopeError, envelopeOk } from '../test/fakeFetch';
import { ApiError } from './apiError';
import { createXhrUpload, type XhrLike } from './xhrUpload';

/** A scripted XMLHttpRequest: the test drives progress and the outcome. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = true;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const setup = (token: string | null = 'upload-token') => {
  const request = new FakeRequest();
  const upload = createXhrUpload({
    xhr: () => request,
    getToken: () => token,
  });
  return { request, upload };
};

describe('xhrUpload', () => {
  it('posts the form with the bearer header, reports percent progress and unwraps the result', async () => {
    const { request, upload } = setup();
    const onProgress = vi.fn();
    const form = new FormData();
    const pending = upload('http://dc.test/rest/workplace/media?theme=dark', form, { onProgress });
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, envelopeOk({ upload: { fileName: 'logo.png' } }));
    await expect(pending).resolves.toEqual({ upload: { fileName: 'logo.png' } });
    expect(request.method).toBe('POST');
    expect(request.sent).toBe(form);
    expect(request.headers.Authorization).toBe('Bearer upload-token');
    expect(onProgress.mock.calls.map(([progress]) => progress.percent)).toEqual([25, 100]);
  });

  it('leaves the bearer header out when auth is false and sends the caller headers', async () => {
    const { request, upload } = setup();
    const pending = upload('http://127.0.0.2:8080/v1/task/update_app', new FormData(), {
      auth: false,
      headers: { Authorization: 'Bearer device-token' },
    });
    request.answer(200, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
    expect(request.headers.Authorization).toBe('Bearer device-token');
  });

  it('raises the same errors as the HTTP client', async () => {
    const first = setup();
    const refused = first.upload('http://dc.test/x', new FormData());
    first.request.answer(413, envelopeError(10413, 'Too large'));
    await expect(refused).rejects.toMatchObject({ code: 10413, status: 413 });
    await expect(refused).rejects.toBeInstanceOf(ApiError);

    const second = setup();
    const expired = second.upload('http://dc.test/x', new FormData());
    second.request.answer(401, envelopeError(10005, 'Expired'));
    await expect(expired).rejects.toBeInstanceOf(HttpError);
    await expect(expired).rejects.toMatchObject({ status: 401 });
  });

  it('maps network failure and a transfer that stops moving to their codes', async () => {
    const first = setup();
    const lost = first.upload('http://dc.test/x', new FormData(), { timeoutMs: 5_000 });
    first.request.onerror?.();
    await expect(lost).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });

    vi.useFakeTimers();
    try {
      const second = setup();
      const slow = second.upload('http://dc.test/x', new FormData(), { timeoutMs: 5_000 });
      const settled = expect(slow).rejects.toMatchObject({ code: 'TIMEOUT' });
      vi.advanceTimersByTime(4_000);
      second.request.progress(10, 100);
      vi.advanceTimersByTime(4_000);
      expect(second.request.aborted).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(second.request.aborted).toBe(true);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts the request when the caller cancels and rejects with the AbortError', async () => {
    const { request, upload } = setup();
    const controller = new AbortController();
    const pending = upload('http://dc.test/x', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(request.aborted).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    const { request, upload } = setup();
    await expect(
      upload('http://dc.test/x', new FormData(), { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(request.sent).toBeNull();
  });
});
