import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import type { Response } from 'express';
import { ERROR_CODES, fail } from './envelope';
import { GENERIC_SERVER_ERROR } from './errors';

/** How much of a file is read ahead for one answer: a slow reader holds at most this much of it in memory. */
export const STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * Answers 200 with `stream` (of `size` bytes), sent as the client takes it, with the headers given and its length.
 * An error before the first byte is a 500 envelope; after it, the connection is cut (the client sees a short
 * body, never a stack).
 */
export function sendStream(
  res: Response,
  stream: Readable,
  size: number,
  headers: Record<string, string>,
): void {
  res.status(200).set({ ...headers, 'Content-Length': String(size) });
  // A HEAD answer has the headers only: nothing is read.
  if (res.req.method === 'HEAD') {
    stream.destroy();
    res.end();
    return;
  }
  pipeline(stream, res, (error) => {
    if (!error) return;
    if (!res.headersSent) fail(res, 500, ERROR_CODES.SERVER_ERROR, GENERIC_SERVER_ERROR);
    else res.destroy();
  });
}

/** Answers an open file from its start, as `sendStream`; the handle is closed once the answer ends. */
async function sendHandle(res: Response, handle: FileHandle, headers: Record<string, string>): Promise<void> {
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const stream = handle.createReadStream({ start: 0, highWaterMark: STREAM_CHUNK_BYTES });
  sendStream(res, stream, size, headers);
}

/**
 * Answers 200 with the file at `path`, read as the client takes it (never the whole file in memory). False, with
 * nothing answered, when there is no such file.
 */
export async function sendFile(
  res: Response,
  path: string,
  headers: Record<string, string>,
): Promise<boolean> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await sendHandle(res, handle, headers);
  return true;
}

/**
 * A file that has no name from the start: created in the system's temporary folder and unlinked at once, so it
 * goes when its handle closes and nothing is left behind, not even by a crash. Bytes made for one answer (a
 * generated sheet, a fetched address) are written here and sent with `sendScratch`, so a slow reader holds
 * `STREAM_CHUNK_BYTES` of them, never a copy.
 */
export async function scratchFile(): Promise<FileHandle> {
  const path = join(tmpdir(), `dm-mock-${randomUUID()}`);
  const handle = await open(path, 'w+', 0o600);
  await unlink(path).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  return handle;
}

/** Answers a scratch file from its start, as `sendStream`; the file is gone once the answer ends. */
export const sendScratch = sendHandle;
