import { writeSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Text deflated at a time: the most of an entry held in memory while it is written. */
const PIECE_CHARS = 128 * 1024;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** 1980-01-01 00:00 in MS-DOS form: every entry has it, so the same content gives the same file. */
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/** The fields a local and a central header share, from "version needed" to the name's length. */
function commonFields(entry: Entry): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(0, 2);
  fields.writeUInt16LE(8, 4);
  fields.writeUInt16LE(DOS_TIME, 6);
  fields.writeUInt16LE(DOS_DATE, 8);
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.compressed, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(entry.name.length, 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

const uint32 = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value, 0);
  return bytes;
};

function centralRecord(entry: Entry): Buffer {
  const tail = Buffer.alloc(14);
  // Comment length, disk, internal and external attributes stay 0; then where the entry starts.
  tail.writeUInt32LE(entry.offset, 10);
  return Buffer.concat([uint32(CENTRAL_HEADER), Buffer.from([20, 0]), commonFields(entry), tail, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_DIRECTORY, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

export interface ZipWriter {
  /** Adds an entry whose text comes piece by piece; it is deflated as it comes, never held whole. */
  entry(name: string, pieces: Iterable<string>): void;
  /** Writes the central directory; the file is complete. */
  close(): void;
}

/**
 * A zip file written to the open file `fd` from its start, synchronously. Each piece of an entry's text is its own
 * deflate run ended by a sync flush, and the last one ends the stream, so a reader inflates the entry as one
 * stream while the writer holds one piece at a time; the checksum and sizes go into the entry's header once known.
 */
export function zipWriter(fd: number): ZipWriter {
  let position = 0;
  const entries: Entry[] = [];
  const writeAt = (bytes: Buffer, at: number): void => {
    for (let done = 0; done < bytes.length;)
      done += writeSync(fd, bytes, done, bytes.length - done, at + done);
  };
  const append = (bytes: Buffer): void => {
    writeAt(bytes, position);
    position += bytes.length;
  };
  return {
    entry(name, pieces) {
      const entry: Entry = {
        name: Buffer.from(name, 'utf8'),
        offset: position,
        crc: 0,
        compressed: 0,
        size: 0,
      };
      append(Buffer.concat([uint32(LOCAL_HEADER), commonFields(entry), entry.name]));
      let pending: string[] = [];
      let pendingChars = 0;
      const deflate = (last: boolean): void => {
        const text = Buffer.from(pending.join(''), 'utf8');
        pending = [];
        pendingChars = 0;
        entry.crc = crc32(text, entry.crc);
        entry.size += text.length;
        const packed = deflateRawSync(text, {
          finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
        });
        entry.compressed += packed.length;
        append(packed);
      };
      for (const piece of pieces) {
        pending.push(piece);
        pendingChars += piece.length;
        if (pendingChars >= PIECE_CHARS) deflate(false);
      }
      deflate(true);
      writeAt(commonFields(entry), entry.offset + 4);
      entries.push(entry);
    },
    close() {
      const start = position;
      for (const entry of entries) append(centralRecord(entry));
      append(endOfDirectory(entries.length, position - start, start));
    },
  };
}
