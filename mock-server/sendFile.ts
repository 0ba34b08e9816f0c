import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import type { Response } from 'express';
import { ERROR_CODES, fail } from './envelope';
import { GENERIC_SERVER_ERROR } from './errors';

/** How much of a file is read ahead for one answer: a slow reader holds at most this much of it in memory. */
const STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * Answers 200 with the file at `path`, read as the client takes it (never the whole file in memory), with the
 * headers given and its length. False, with nothing answered, when there is no such file. A read error before
 * the first byte is a 500 envelope; after it, the connection is cut (the client sees a short body, never a
 * stack).
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
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  res.status(200).set({ ...headers, 'Content-Length': String(size) });
  const stream = handle.createReadStream({ highWaterMark: STREAM_CHUNK_BYTES });
  pipeline(stream, res, (error) => {
    if (!error) return;
    if (!res.headersSent) fail(res, 500, ERROR_CODES.SERVER_ERROR, GENERIC_SERVER_ERROR);
    else res.destroy();
  });
  return true;
}
