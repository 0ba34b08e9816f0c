import { Readable } from 'node:stream';
import { Router } from 'express';
import { CONTENT_FILE_MAX_BYTES } from '../../../src/domain/content/contentModel';
import { notFound } from '../../envelope';
import { sendStream, STREAM_CHUNK_BYTES } from '../../sendFile';

/**
 * A few public files at /samples/<name>, standing in for the web servers content URLs point at: HEAD on them
 * answers their content type (000 §7) and the download proxy can fetch them. Not in the spec; no sign-in, as
 * on any public web server. `too-large.mp4` is one byte over the library's upload cap.
 */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

interface Sample {
  type: string;
  size: number;
  stream: () => Readable;
}

const small = (type: string, bytes: () => Buffer): Sample => ({
  type,
  size: bytes().length,
  stream: () => Readable.from([bytes()]),
});

/** `size` zero bytes, made a chunk at a time as they are read: the large sample costs no memory of its size. */
function zeros(type: string, size: number): Sample {
  const stream = () => {
    const chunk = Buffer.alloc(STREAM_CHUNK_BYTES);
    let left = size;
    return new Readable({
      read() {
        const length = Math.min(left, chunk.length);
        left -= length;
        this.push(length === 0 ? null : chunk.subarray(0, length));
      },
    });
  };
  return { type, size, stream };
}

const SAMPLES: Readonly<Record<string, Sample>> = {
  'welcome.mp4': small('video/mp4', () =>
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]),
  ),
  'campus-map.png': small('image/png', () => Buffer.from(PNG_1X1, 'base64')),
  'fire-safety.pdf': small('application/pdf', () => Buffer.from(PDF)),
  'intranet.html': small('text/html; charset=utf-8', () =>
    Buffer.from('<!doctype html><title>Intranet</title><h1>Intranet</h1>'),
  ),
  'too-large.mp4': zeros('video/mp4', CONTENT_FILE_MAX_BYTES + 1),
};

export function contentSampleRoutes(): Router {
  const router = Router();
  // Express answers HEAD with this route's headers and no body.
  router.get('/samples/:name', (req, res) => {
    const sample = Object.hasOwn(SAMPLES, req.params.name) ? SAMPLES[req.params.name] : undefined;
    if (!sample) return notFound(res, `No sample named ${req.params.name.slice(0, 80)}`);
    sendStream(res, sample.stream(), sample.size, { 'Content-Type': sample.type });
  });
  return router;
}
