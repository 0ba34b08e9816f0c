import { request, type ClientRequest } from 'node:http';
import type { XhrLike } from '../players/upload';

const CHUNK_BYTES = 64 * 1024;

/**
 * The slice of XMLHttpRequest the console's uploads use, over node:http, so node tests and benchmarks can
 * upload to simulated players with progress. The form is encoded up front (test files are small); the
 * body is then written in chunks, reporting progress after each one.
 */
class NodeXhr implements XhrLike {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private req: ClientRequest | null = null;
  private ended = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(form: FormData): void {
    void this.transmit(form);
  }

  abort(): void {
    if (this.ended) return;
    this.ended = true;
    this.req?.destroy();
    this.onabort?.();
  }

  private finish(handler: (() => void) | null): void {
    if (this.ended) return;
    this.ended = true;
    handler?.();
  }

  private async transmit(form: FormData): Promise<void> {
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const req = request(this.url, {
      method: this.method,
      headers: {
        ...this.headers,
        'Content-Type': encoded.headers.get('content-type') ?? 'multipart/form-data',
        'Content-Length': body.length,
      },
    });
    this.req = req;
    req.on('error', () => this.finish(this.onerror));
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => this.finish(this.onerror));
      res.on('end', () => {
        this.status = res.statusCode ?? 0;
        this.responseText = Buffer.concat(chunks).toString('utf8');
        this.finish(this.onload);
      });
    });
    for (let offset = 0; offset < body.length && !this.ended; offset += CHUNK_BYTES) {
      const chunk = body.subarray(offset, offset + CHUNK_BYTES);
      const written = await new Promise<boolean>((resolve) => req.write(chunk, (error) => resolve(!error)));
      if (!written || this.ended) return;
      this.upload.onprogress?.({ loaded: offset + chunk.length, total: body.length, lengthComputable: true });
    }
    req.end();
  }
}

export const nodeXhr = (): XhrLike => new NodeXhr();
