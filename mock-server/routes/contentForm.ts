import busboy from 'busboy';
import type { Request } from 'express';

/** One part of a multipart form, in the order it arrived: a text field or a file held in memory. */
export type FormPart =
  | { name: string; kind: 'field'; value: string }
  | { name: string; kind: 'file'; filename: string; mimeType: string; content: Buffer };

export type FormResult = { ok: true; parts: FormPart[] } | { ok: false; status: 400 | 413; message: string };

export interface FormLimits {
  /** Largest single file. */
  fileBytes: number;
  files?: number;
  fieldBytes?: number;
}

/**
 * Reads a multipart form into memory with caps: a file over `fileBytes` stops the read with 413, a broken body
 * answers 400. A JSON body (already parsed) is turned into text fields, so the same route takes both.
 */
export function readForm(req: Request, limits: FormLimits): Promise<FormResult> {
  if (!req.is('multipart/form-data')) {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return Promise.resolve({ ok: false, status: 400, message: 'Expected a multipart/form-data body' });
    }
    const parts: FormPart[] = [];
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) {
        if (item === null || item === undefined) continue;
        parts.push({ name, kind: 'field', value: typeof item === 'string' ? item : JSON.stringify(item) });
      }
    }
    return Promise.resolve({ ok: true, parts });
  }
  return new Promise<FormResult>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files ?? 20,
          fields: 100,
          fieldSize: limits.fieldBytes ?? 512 * 1024,
        },
      });
    } catch {
      req.resume();
      resolve({ ok: false, status: 400, message: 'Expected a multipart/form-data body' });
      return;
    }
    const parts: FormPart[] = [];
    let failure: FormResult | null = null;
    let pendingFiles = 0;
    let closed = false;
    const finish = () => {
      if (closed && pendingFiles === 0) resolve(failure ?? { ok: true, parts });
    };
    const stop = (result: FormResult) => {
      failure ??= result;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) stop({ ok: false, status: 413, message: `The field "${name}" is too long` });
      parts.push({ name, kind: 'field', value });
    });
    parser.on('file', (name, stream, info) => {
      pendingFiles += 1;
      const chunks: Buffer[] = [];
      const part: FormPart = {
        name,
        kind: 'file',
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        content: Buffer.alloc(0),
      };
      parts.push(part);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        const mb = Math.round(limits.fileBytes / (1024 * 1024));
        const size =
          limits.fileBytes >= 1024 * 1024 ? `${mb} MB` : `${Math.round(limits.fileBytes / 1024)} KB`;
        stop({ ok: false, status: 413, message: `The file "${part.filename}" is over ${size}` });
      });
      stream.on('end', () => {
        part.content = Buffer.concat(chunks);
        pendingFiles -= 1;
        finish();
      });
    });
    parser.on('filesLimit', () => stop({ ok: false, status: 413, message: 'Too many files in one request' }));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      stop({ ok: false, status: 400, message: 'The multipart body could not be read' });
      closed = true;
      pendingFiles = 0;
      finish();
    });
    parser.on('close', () => {
      closed = true;
      finish();
    });
    req.pipe(parser);
  });
}

/** The text of the first field with the name, or undefined. */
export const fieldOf = (parts: readonly FormPart[], name: string): string | undefined => {
  const part = parts.find((candidate) => candidate.name === name && candidate.kind === 'field');
  return part?.kind === 'field' ? part.value : undefined;
};

/** The first file with the name, or undefined. */
export const fileOf = (parts: readonly FormPart[], name: string) => {
  const part = parts.find((candidate) => candidate.name === name && candidate.kind === 'file');
  return part?.kind === 'file' ? part : undefined;
};

/** Every part with the name, fields and files together, in order (the parallel arrays of 000 §7). */
export const partsNamed = (parts: readonly FormPart[], name: string): FormPart[] =>
  parts.filter((part) => part.name === name);
