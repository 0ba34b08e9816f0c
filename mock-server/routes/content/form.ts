import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import busboy from 'busboy';
import type { Request } from 'express';

/**
 * One part of a multipart form, in the order it arrived: a text field, or a file. A file is written to the spool
 * folder while it streams (`path`), or held in memory when the form keeps that part in memory (the icon).
 */
export type FormPart =
  | { name: string; kind: 'field'; value: string }
  | {
      name: string;
      kind: 'file';
      filename: string;
      mimeType: string;
      size: number;
      /** The bytes of a part kept in memory; empty for a spooled part. */
      content: Buffer;
      /** Where a spooled part was written; its owner moves or removes it (see `adoptSpooled`). */
      path: string | null;
      /** True once the request ended and its spooled file was removed before anyone took it. */
      removed?: boolean;
    };

export type FilePart = Extract<FormPart, { kind: 'file' }>;

export type FormResult = { ok: true; parts: FormPart[] } | { ok: false; status: 400 | 413; message: string };

export interface FormLimits {
  /** Largest single file: a file over it stops the read (413); one of exactly this size is accepted. */
  fileBytes: number;
  files?: number;
  fieldBytes?: number;
  /** Largest whole request body (413), checked on the declared length first and on every chunk. */
  requestBytes?: number;
  /** Parts held in memory rather than spooled, with their own largest size (the icon). */
  inMemory?: Readonly<Record<string, number>>;
  /** The folder files are written to while they stream; without one every file is held in memory. */
  spool?: string;
  /**
   * Judges a file part before any of its bytes is kept, from the parts that came before it (the declared
   * type and language): a message refuses the whole form (400).
   */
  acceptFile?: (name: string, filename: string, before: readonly FormPart[]) => string | null;
}

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/** Spooled files no owner took: removed once the request is answered. */
export const removeSpooled = (parts: readonly FormPart[]): Promise<unknown> =>
  Promise.all(
    parts.map((part) => {
      if (part.kind !== 'file' || !part.path) return null;
      const { path } = part;
      part.path = null;
      part.removed = true;
      return rm(path, { force: true });
    }),
  );

/** Takes a spooled part's file over (its new owner moves or removes it): the form's cleanup then leaves it. */
export const adoptSpooled = (part: FilePart): string | null => {
  const { path } = part;
  part.path = null;
  return path;
};

function jsonParts(body: unknown): FormResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: 'Expected a multipart/form-data body' };
  }
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      parts.push({ name, kind: 'field', value: typeof item === 'string' ? item : JSON.stringify(item) });
    }
  }
  return { ok: true, parts };
}

/**
 * Reads a multipart form as it streams, with caps: each field and the declared type and language are read
 * before a file part is judged (`acceptFile`), each file is written to the spool folder and stopped at its
 * limit, the whole request is bounded. The first refusal answers at once: the rest of the body is read and
 * dropped, nothing of it kept, and what was spooled is removed. A JSON body (already parsed) is turned into text
 * fields, so the same route takes both.
 */
export function readForm(req: Request, limits: FormLimits): Promise<FormResult> {
  if (!req.is('multipart/form-data')) return Promise.resolve(jsonParts(req.body));
  const declared = Number(req.headers['content-length'] ?? 0);
  if (limits.requestBytes !== undefined && declared > limits.requestBytes) {
    req.resume();
    const message = `The request is over ${sizeText(limits.requestBytes)}`;
    return Promise.resolve({ ok: false, status: 413, message });
  }
  return new Promise<FormResult>((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send a file's name as UTF-8 ("Plan été.pdf"), not Latin-1 (busboy's default).
        defParamCharset: 'utf8',
        limits: {
          // One byte over the limit is what tells "over": a file of exactly the limit is accepted.
          fileSize: Math.max(limits.fileBytes, ...Object.values(limits.inMemory ?? {})) + 1,
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
    const writing = new Set<Promise<void>>();
    /** The spool files being written, each with the moment its file is closed. */
    const outs = new Set<{ out: ReturnType<typeof createWriteStream>; closed: Promise<void> }>();
    let settled = false;
    let closed = false;
    let received = 0;

    const stop = (status: 400 | 413, message: string) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.off('data', count);
      // The rest of the body is read and dropped, so the answer reaches a client still sending.
      req.resume();
      const closing = [...outs].map(({ out, closed }) => {
        out.destroy();
        return closed;
      });
      void Promise.all(closing).then(() => removeSpooled(parts));
      resolve({ ok: false, status, message });
    };
    const finish = () => {
      if (settled || !closed || writing.size > 0) return;
      settled = true;
      resolve({ ok: true, parts });
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (limits.requestBytes !== undefined && received > limits.requestBytes)
        stop(413, `The request is over ${sizeText(limits.requestBytes)}`);
    };
    req.on('data', count);

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return stop(413, `The field "${name}" is too long`);
      parts.push({ name, kind: 'field', value });
    });
    parser.on('file', (name, stream, info) => {
      // A body cut off inside this part fails the part's stream as well as the parser: answered, never thrown.
      stream.on('error', () => stop(400, 'The multipart body could not be read'));
      const filename = info.filename ?? '';
      const refusal = settled ? 'refused' : (limits.acceptFile?.(name, filename, parts) ?? null);
      if (refusal !== null) {
        stream.resume();
        return stop(400, refusal);
      }
      const memoryLimit = limits.inMemory?.[name];
      const limit = memoryLimit ?? limits.fileBytes;
      const spooled = memoryLimit === undefined && limits.spool !== undefined;
      const part: FilePart = {
        name,
        kind: 'file',
        filename,
        mimeType: info.mimeType,
        size: 0,
        content: Buffer.alloc(0),
        path: spooled ? join(limits.spool as string, `${randomUUID()}.part`) : null,
      };
      parts.push(part);
      const chunks: Buffer[] = [];
      let over = false;
      const measure = (chunk: Buffer) => {
        part.size += chunk.length;
        if (part.size > limit && !over) {
          over = true;
          const what = name === 'icon' ? 'The icon' : `The file "${filename}"`;
          stop(413, `${what} is over ${sizeText(limit)}`);
        }
        if (!spooled && !over) chunks.push(chunk);
      };
      // A spooled file starts flowing once its spool file is open (until then busboy holds the body back).
      if (!spooled) stream.on('data', measure);
      const done = spooled
        ? mkdir(limits.spool as string, { recursive: true }).then(
            () =>
              new Promise<void>((resolveFile, rejectFile) => {
                // Refused while the folder was made: nothing more is written.
                if (settled) return resolveFile();
                const out = createWriteStream(part.path as string);
                const entry = { out, closed: new Promise<void>((closed) => out.on('close', closed)) };
                outs.add(entry);
                out.on('error', rejectFile);
                stream.on('error', rejectFile);
                out.on('finish', () => resolveFile());
                void entry.closed.then(() => outs.delete(entry));
                stream.on('data', measure);
                stream.pipe(out);
              }),
          )
        : new Promise<void>((resolveFile, rejectFile) => {
            stream.on('end', () => resolveFile());
            stream.on('error', rejectFile);
          });
      const tracked = done
        .then(() => {
          if (!spooled) part.content = Buffer.concat(chunks);
        })
        .catch(() => stop(400, 'The upload could not be stored'))
        .finally(() => {
          writing.delete(tracked);
          finish();
        });
      writing.add(tracked);
    });
    parser.on('filesLimit', () => stop(413, 'Too many files in one request'));
    parser.on('error', () => stop(400, 'The multipart body could not be read'));
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
export const fileOf = (parts: readonly FormPart[], name: string): FilePart | undefined => {
  const part = parts.find((candidate) => candidate.name === name && candidate.kind === 'file');
  return part?.kind === 'file' ? part : undefined;
};

/** Every part with the name, fields and files together, in order (the parallel arrays of 000 §7). */
export const partsNamed = (parts: readonly FormPart[], name: string): FormPart[] =>
  parts.filter((part) => part.name === name);
