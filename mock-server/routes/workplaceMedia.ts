import { randomUUID } from 'node:crypto';
import busboy from 'busboy';
import type { Request } from 'express';
import { imageKindOf } from '../../src/domain/looks/imageKind';
import { LOGO_SLOTS, type LogoSlot } from '../../src/domain/workplace/types';

/** Largest logo the workplace app takes (001 §9). */
const LOGO_MAX_BYTES = 100_000;

export type UploadOutcome =
  | { ok: true; data: Buffer; contentType: string; extension: string }
  | { ok: false; status: 400 | 413; message: string };

/** The one file of a multipart logo upload, at most LOGO_MAX_BYTES and an image. */
export function readLogoUpload(req: Request): Promise<UploadOutcome> {
  if (!req.is('multipart/form-data')) {
    return Promise.resolve({ ok: false, status: 400, message: 'Send the logo as multipart/form-data' });
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let parser: busboy.Busboy;
    try {
      // One byte over the limit tells "over": a logo of exactly LOGO_MAX_BYTES is accepted.
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: LOGO_MAX_BYTES + 1, fields: 10 },
      });
    } catch {
      return settle({ ok: false, status: 400, message: 'The multipart body could not be read' });
    }
    let file: Buffer | null = null;
    let tooLarge = false;
    parser.on('file', (_name, stream) => {
      // A body cut off inside the file fails its stream as well as the parser: answered, never thrown.
      stream.on('error', () =>
        settle({ ok: false, status: 400, message: 'The multipart body could not be read' }),
      );
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('close', () => {
        file = Buffer.concat(chunks);
      });
    });
    let moreFiles = 0;
    parser.on('filesLimit', () => {
      moreFiles += 1;
    });
    parser.on('error', () =>
      settle({ ok: false, status: 400, message: 'The multipart body could not be read' }),
    );
    parser.on('close', () => {
      if (moreFiles > 0) return settle({ ok: false, status: 400, message: 'Send one logo per request' });
      if (tooLarge) {
        return settle({
          ok: false,
          status: 413,
          message: `The logo is over ${LOGO_MAX_BYTES.toLocaleString('en')} bytes`,
        });
      }
      if (!file || file.length === 0)
        return settle({ ok: false, status: 400, message: 'No logo file was sent' });
      // The image formats a logo may have, recognised by their first bytes (the declared type is not trusted).
      const type = imageKindOf(file);
      if (!type)
        return settle({
          ok: false,
          status: 400,
          message: 'The file is not an image (PNG, JPEG, GIF, WebP or SVG)',
        });
      settle({ ok: true, data: file, ...type });
    });
    req.pipe(parser);
  });
}

export const isLogoSlot = (value: unknown): value is LogoSlot =>
  (LOGO_SLOTS as readonly unknown[]).includes(value);

/** A new media file name: the tenant, a random part and the image's extension. */
export const mediaFileName = (tenantId: string, extension: string): string =>
  `${tenantId}-${randomUUID()}.${extension}`;
