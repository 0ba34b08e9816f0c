import busboy from 'busboy';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { throttled } from './throttle';
import type { PlayerContext } from './context';
import { PlayerHttpError } from './http';

/** The connection went away in the middle of a request: there is nobody left to answer. */
export class ConnectionGone extends Error {}

interface ReceivedFile {
  fieldName: string;
  filename: string;
  size: number;
  sha256: string;
  /** The first bytes of the file (up to 8), to check a signature. */
  head: Buffer;
  /** The whole file, only when the caller asked to keep it. */
  content?: Buffer;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile;
}

const HEAD_BYTES = 8;

/** Applies the upload faults of the player while the raw body arrives. */
function watchUploadFaults(req: IncomingMessage, ctx: PlayerContext): void {
  const fault = ctx.fault();
  const declared = Number(req.headers['content-length']) || 0;
  if (fault.cutUploadAtPercent === undefined && !fault.rebootDuringUpload) return;
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (fault.cutUploadAtPercent !== undefined && received >= (declared * fault.cutUploadAtPercent) / 100) {
      req.socket.destroy();
    } else if (fault.rebootDuringUpload && received >= declared / 2) {
      ctx.crashAndReboot();
    }
  });
}

/**
 * Reads a multipart form with one file, streaming: the file is counted and hashed as it arrives and kept
 * in memory only when `keepUpTo` bytes is given (a larger file is refused with 413 once read).
 */
export function receiveMultipart(
  req: IncomingMessage,
  ctx: PlayerContext,
  keepUpTo?: number,
): Promise<ReceivedForm> {
  return new Promise<ReceivedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      req.resume();
      reject(new PlayerHttpError(400, 'expected a multipart/form-data body'));
      return;
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let file: ReceivedFile | undefined;
    let pending: Promise<void> = Promise.resolve();
    let done = false;
    /** Every failure of the body (a form cut short, a broken file part, a dropped connection) ends here once. */
    const malformed = (): void => {
      if (done) return;
      done = true;
      req.unpipe(parser);
      req.resume();
      reject(new PlayerHttpError(400, 'malformed multipart body'));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (fieldName, stream, info) => {
      const hash = createHash('sha256');
      const kept: Buffer[] = [];
      const received: ReceivedFile = {
        fieldName,
        filename: info.filename ?? '',
        size: 0,
        sha256: '',
        head: Buffer.alloc(0),
      };
      pending = new Promise<void>((fileDone) => {
        stream.on('data', (chunk: Buffer) => {
          if (received.head.length < HEAD_BYTES) {
            received.head = Buffer.concat([
              received.head,
              chunk.subarray(0, HEAD_BYTES - received.head.length),
            ]);
          }
          received.size += chunk.length;
          hash.update(chunk);
          if (keepUpTo !== undefined && received.size <= keepUpTo) kept.push(chunk);
        });
        stream.on('end', () => {
          received.sha256 = hash.digest('hex');
          if (keepUpTo !== undefined && received.size <= keepUpTo) received.content = Buffer.concat(kept);
          file = received;
          fileDone();
        });
        // A form that ends before its closing boundary fails the file part too; unhandled, that ends the process.
        stream.on('error', () => {
          malformed();
          fileDone();
        });
      });
    });
    parser.on('error', malformed);
    parser.on('close', () => {
      void pending.then(() => {
        if (done) return;
        done = true;
        if (!file) reject(new PlayerHttpError(400, 'file is required'));
        else if (keepUpTo !== undefined && !file.content) reject(new PlayerHttpError(413, 'file too large'));
        else resolve({ fields, file });
      });
    });
    req.on('error', () => {
      if (done) return;
      done = true;
      reject(new ConnectionGone('upload interrupted'));
    });
    req.on('close', () => {
      if (!done && !req.complete) {
        done = true;
        reject(new ConnectionGone('upload interrupted'));
      }
    });
    watchUploadFaults(req, ctx);
    const rate = ctx.fault().uploadBytesPerSecond;
    (rate === undefined ? req : req.pipe(throttled(rate))).pipe(parser);
  });
}
