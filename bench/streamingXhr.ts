import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { XhrFactory, XhrLike } from '../src/devices/upload';

type Part = { head: Buffer; body: Buffer | Blob };

const CHUNK_BYTES = 256 * 1024;

/** A multipart/form-data body as parts to write one after the other, and its exact length. */
function multipart(form: FormData): { type: string; parts: Part[]; tail: Buffer; length: number } {
  const boundary = `----DeviceManager${randomUUID()}`;
  const parts: Part[] = [];
  form.forEach((value, name) => {
    const file = typeof value === 'string' ? null : value;
    const disposition = file
      ? `form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type || 'application/octet-stream'}`
      : `form-data; name="${name}"`;
    parts.push({
      head: Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      body: file ?? Buffer.from(String(value)),
    });
  });
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const size = (body: Buffer | Blob) => (body instanceof Blob ? body.size : body.length);
  const length = parts.reduce((sum, part) => sum + part.head.length + size(part.body) + 2, tail.length);
  return { type: `multipart/form-data; boundary=${boundary}`, parts, tail, length };
}

/**
 * XMLHttpRequest for benchmarks that upload large files: the form is streamed from its Blob, as a browser
 * sends a File, so progress starts at once and the client never holds the whole body.
 */
class StreamingXhr implements XhrLike {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private target = { method: 'POST', url: '' };
  private headers: Record<string, string> = {};
  private req: ClientRequest | null = null;
  private settled = false;

  open(method: string, url: string): void {
    this.target = { method, url };
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(form: FormData): void {
    this.stream(form).catch(() => this.settle(this.onerror));
  }

  abort(): void {
    if (this.settled) return;
    this.req?.destroy();
    this.settle(this.onabort);
  }

  private settle(handler: (() => void) | null): void {
    if (this.settled) return;
    this.settled = true;
    handler?.();
  }

  private async stream(form: FormData): Promise<void> {
    const body = multipart(form);
    const req = request(this.target.url, {
      method: this.target.method,
      headers: { ...this.headers, 'Content-Type': body.type, 'Content-Length': body.length },
    });
    this.req = req;
    req.on('error', () => this.settle(this.onerror));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        this.status = res.statusCode ?? 0;
        this.responseText = text;
        this.settle(this.onload);
      });
    });
    let sent = 0;
    const write = async (chunk: Uint8Array) => {
      if (this.settled) throw new Error('stopped');
      if (!req.write(chunk)) await new Promise((drained) => req.once('drain', drained));
      sent += chunk.length;
      this.upload.onprogress?.({ loaded: sent, total: body.length, lengthComputable: true });
    };
    for (const part of body.parts) {
      await write(part.head);
      const content = part.body;
      if (content instanceof Blob) {
        for (let offset = 0; offset < content.size; offset += CHUNK_BYTES) {
          await write(new Uint8Array(await content.slice(offset, offset + CHUNK_BYTES).arrayBuffer()));
        }
      } else {
        await write(content);
      }
      await write(Buffer.from('\r\n'));
    }
    await write(body.tail);
    req.end();
  }
}

export const streamingXhr: XhrFactory = () => new StreamingXhr();
