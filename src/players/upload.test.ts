import { describe, expect, it } from 'vitest';
import { DeviceError } from './errors';
import { uploadPercent, uploadWithProgress, type UploadProgress, type XhrLike } from './upload';

/** A scripted XMLHttpRequest: the test drives progress and the answer. */
class FakeXhr implements XhrLike {
  status = 0;
  responseText = '';
  withCredentials = true;
  headers: Record<string, string> = {};
  opened = '';
  sent: FormData | null = null;
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(options: { idleTimeoutMs?: number; signal?: AbortSignal } = {}) {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const form = new FormData();
  form.append('file', new Blob(['x']), 'app-1.0.0.apk');
  const done = uploadWithProgress({
    url: 'http://10.0.0.2:8080/v1/task/update_app?qauth=t',
    token: 't',
    form,
    xhr: () => xhr,
    idleTimeoutMs: options.idleTimeoutMs ?? 1_000,
    signal: options.signal,
    onProgress: (event) => progress.push(event),
  });
  return { xhr, progress, done, form };
}

describe('uploadWithProgress', () => {
  it('sends the form with the bearer and no credentials, reporting percent of loaded over total', async () => {
    const { xhr, progress, done, form } = start();
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, '{"results":{}}');
    await expect(done).resolves.toBe('{"results":{}}');
    expect(xhr.opened).toBe('POST http://10.0.0.2:8080/v1/task/update_app?qauth=t');
    expect(xhr.headers.Authorization).toBe('Bearer t');
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.sent).toBe(form);
    expect(progress.map((event) => event.percent)).toEqual([25, 100]);
  });

  it('carries the device detail of a refused upload', async () => {
    const { xhr, done } = start();
    xhr.answer(400, '{"detail":"possible app downgrade: 1.0.0 is older than installed 2.1.0"}');
    await expect(done).rejects.toMatchObject({
      code: 'DEVICE_REQUEST_FAILED',
      status: 400,
      detail: 'possible app downgrade: 1.0.0 is older than installed 2.1.0',
    });
  });

  it('fails with UNREACHABLE_DEVICE on a network error or when nothing moves for the idle timeout', async () => {
    const broken = start();
    broken.xhr.onerror?.();
    await expect(broken.done).rejects.toMatchObject({ code: 'UNREACHABLE_DEVICE' });

    const stalled = start({ idleTimeoutMs: 40 });
    stalled.xhr.progress(10, 100);
    await expect(stalled.done).rejects.toMatchObject({ code: 'UNREACHABLE_DEVICE' });
    expect(stalled.xhr.aborted).toBe(true);
  });

  it('aborts the request and fails with USER_CANCELLATION when the caller cancels', async () => {
    const controller = new AbortController();
    const { xhr, done } = start({ signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(DeviceError);
    await expect(done).rejects.toMatchObject({ code: 'USER_CANCELLATION' });
    expect(xhr.aborted).toBe(true);
  });

  it('computes whole percents and 0 for an unknown total', () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(12, 10)).toBe(100);
  });
});
