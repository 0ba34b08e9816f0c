import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { StagedFile } from './db/transaction';
import { placeDurably } from './durable';

/** A written file that becomes `path` (flushed) when placed, and is removed from either place when discarded. */
export const placedFrom = (written: string, path: string): StagedFile => ({
  name: basename(path),
  place: () => placeDurably(written, path),
  discard: async () => {
    await rm(written, { force: true });
    await rm(path, { force: true });
  },
});

/** Writes `content` beside `path` under a staging name (a leading dot: never served) until it is placed. */
export async function stageFile(path: string, content: Uint8Array): Promise<StagedFile> {
  const staging = join(dirname(path), `.staged-${randomUUID()}-${basename(path)}`);
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(staging, 'w');
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  return placedFrom(staging, path);
}
