import busboy from 'busboy';
import type { Request } from 'express';

type UploadProblem = 'notMultipart' | 'noFile' | 'notXlsx' | 'tooLarge';

export type ReceivedUpload =
  { ok: true; filename: string; bytes: Buffer } | { ok: false; problem: UploadProblem };

/**
 * Reads the one file of a multipart body from the named field, keeping at most `maxBytes`. A larger file is
 * read to its end without being kept (so the browser gets the answer, not a reset connection) and refused.
 */
export function receiveUpload(req: Request, field: string, maxBytes: number): Promise<ReceivedUpload> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fileSize: maxBytes } });
    } catch {
      req.resume();
      resolve({ ok: false, problem: 'notMultipart' });
      return;
    }
    let outcome: ReceivedUpload = { ok: false, problem: 'noFile' };
    const cutOff = () => {
      req.unpipe(parser);
      req.resume();
      resolve({ ok: false, problem: 'notMultipart' });
    };
    parser.on('file', (name, stream, info) => {
      // A body cut off inside a file part fails the part's stream as well as the parser: answered, never thrown.
      stream.on('error', cutOff);
      if (name !== field) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        const filename = info.filename ?? '';
        if (tooLarge) outcome = { ok: false, problem: 'tooLarge' };
        else if (!filename.toLowerCase().endsWith('.xlsx')) outcome = { ok: false, problem: 'notXlsx' };
        else outcome = { ok: true, filename, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => resolve(outcome));
    parser.on('error', cutOff);
    req.pipe(parser);
  });
}
