import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { XhrFactory, XhrLike } from '../src/players/upload';

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

/** Writes the body part by part, large files in slices, calling `sent` with the bytes written so far. */
async function writeBody(req: ClientRequest, parts: Part[], tail: Buffer, sent: (bytes: number) => void) {
  let bytes = 0;
  const write = async (chunk: Uint8Array) => {
    if (!req.write(chunk)) await new Promise((drained) => req.once('drain', drained));
    bytes += chunk.length;
    sent(bytes);
  };
  for (const { head, body } of parts) {
    await write(head);
    if (body instanceof Blob) {
      for (let offset = 0; offset < body.size; offset += CHUNK_BYTES) {
        await write(new Uint8Array(await body.slice(offset, offset + CHUNK_BYTES).arrayBuffer()));
      }
    } else {
      await write(body);
    }
    await write(Buffer.from('\r\n'));
  }
  await write(tail);
  req.end();
}

/**
 * XMLHttpRequest for benchmarks that upload large files: the form is streamed from its Blob, as a browser
 * sends a File, so progress starts at once and the client never holds the whole body.
 */
export const streamingXhr: XhrFactory = () => {
  let target = { method: 'POST', url: '' };
  const headers: Record<string, string> = {};
  let req: ClientRequest | null = null;
  let settled = false;
  const xhr: { -readonly [K in keyof XhrLike]: XhrLike[K] } = {
    status: 0,
    responseText: '',
    withCredentials: false,
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method, url) => {
      target = { method, url };
    },
    setRequestHeader: (name, value) => {
      headers[name] = value;
    },
    send(form) {
      const body = multipart(form);
      req = request(target.url, {
        method: target.method,
        headers: { ...headers, 'Content-Type': body.type, 'Content-Length': body.length },
      });
      req.on('error', () => settle(xhr.onerror));
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          xhr.status = res.statusCode ?? 0;
          xhr.responseText = text;
          settle(xhr.onload);
        });
      });
      writeBody(req, body.parts, body.tail, (loaded) => {
        if (!settled) xhr.upload.onprogress?.({ loaded, total: body.length, lengthComputable: true });
      }).catch(() => settle(xhr.onerror));
    },
    abort() {
      if (settled) return;
      req?.destroy();
      settle(xhr.onabort);
    },
  };
  const settle = (handler: (() => void) | null) => {
    if (settled) return;
    settled = true;
    handler?.();
  };
  return xhr;
};
