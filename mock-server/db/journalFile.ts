import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { writeFileDurably } from '../durable';

/** The journal file, open for appending one group commit after another. */
export interface JournalFile {
  /** Bytes written and synced so far: where the next entry goes. */
  size(): number;
  /** Bytes of the header line. */
  readonly headerSize: number;
  /**
   * Writes the line at the end and resolves once it is on disk. Fails when the file is no longer the one at its
   * name (removed or replaced), since what is written there would not be found by a restart.
   */
  append(line: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the journal. With a header, the file is created anew holding only it (temporary file, fsync, rename, fsync
 * of the folder); without, the existing file is continued at `validBytes` (its header being that long).
 */
export async function openJournal(path: string, header: Buffer | null, validBytes = 0): Promise<JournalFile> {
  if (header) await writeFileDurably(path, header);
  // O_DSYNC: each write returns once its bytes (and the file's new size) are on disk, as write + fdatasync would,
  // in one call instead of two.
  const handle: FileHandle = await open(path, constants.O_RDWR | constants.O_DSYNC);
  let size = header ? header.length : validBytes;
  const headerSize = size;
  let closed: Promise<void> | null = null;
  return {
    size: () => size,
    headerSize,
    async append(line) {
      // Written at the known end, so that a line a failed write left half-done is overwritten, never followed.
      const [{ bytesWritten }, { nlink }] = await Promise.all([
        handle.write(line, 0, line.length, size),
        handle.stat(),
      ]);
      if (bytesWritten !== line.length) {
        throw new Error(`the journal ${path} took ${bytesWritten} of ${line.length} bytes`);
      }
      if (nlink === 0) throw new Error(`the journal ${path} was removed`);
      size += line.length;
    },
    close() {
      closed ??= handle.close().catch(() => undefined);
      return closed;
    },
  };
}
