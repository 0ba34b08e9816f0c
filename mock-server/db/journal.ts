import { crc32 } from 'node:zlib';
import { COLLECTION_NAMES, type CollectionName, type DbData } from './types';

/**
 * The store's journal: an append-only file beside the data file. Its first line names the snapshot it continues
 * (the snapshot's `journalId`); every further line is one group commit. A line is `<crc32 hex> <json>\n`, so a
 * line cut short by a crash, or filled with what the disk held before, is recognised and ignored.
 */

/** One collection's change in a commit: the whole collection, or records set (by id) and ids removed. */
export type JournalOp =
  | { c: CollectionName; all: unknown[] }
  | { c: CollectionName; set: Record<string, unknown>[]; del: string[] };

export interface JournalEntry {
  ops: JournalOp[];
}

interface JournalHeader {
  journal: string;
}

export const journalFileOf = (file: string): string => `${file}.journal`;

const NEWLINE = 0x0a;
const CRC_DIGITS = 8;

export function encodeLine(value: JournalHeader | JournalEntry): Buffer {
  const json = Buffer.from(JSON.stringify(value));
  const crc = crc32(json).toString(16).padStart(CRC_DIGITS, '0');
  return Buffer.concat([Buffer.from(`${crc} `), json, Buffer.from('\n')]);
}

export const journalHeader = (id: string): Buffer => encodeLine({ journal: id });

/** The value of one complete line, or undefined when its checksum or JSON is wrong. */
function decodeLine(line: Buffer): unknown {
  if (line.length <= CRC_DIGITS + 1 || line[CRC_DIGITS] !== 0x20) return undefined;
  const json = line.subarray(CRC_DIGITS + 1);
  if (line.subarray(0, CRC_DIGITS).toString() !== crc32(json).toString(16).padStart(CRC_DIGITS, '0')) {
    return undefined;
  }
  try {
    return JSON.parse(json.toString('utf8'));
  } catch {
    return undefined;
  }
}

export interface JournalContent {
  /** The id of the snapshot the journal continues; null when the file holds no valid header. */
  id: string | null;
  entries: JournalEntry[];
  /** Bytes of the whole valid lines (header included): where the next entry goes. */
  validBytes: number;
  /** Bytes after the last valid line: an entry a crash cut short. */
  tornBytes: number;
}

const isHeader = (value: unknown): value is JournalHeader =>
  typeof value === 'object' && value !== null && typeof (value as JournalHeader).journal === 'string';

const isEntry = (value: unknown): value is JournalEntry =>
  typeof value === 'object' && value !== null && Array.isArray((value as JournalEntry).ops);

/**
 * Reads a journal. Whatever follows the last valid line is a torn entry and is left out; a valid line after an
 * invalid one means the file was damaged other than by a crash, which is refused.
 */
export function readJournal(bytes: Buffer, file: string): JournalContent {
  const entries: JournalEntry[] = [];
  let id: string | null = null;
  let position = 0;
  let validBytes = 0;
  let damagedAt = -1;
  while (position < bytes.length) {
    const end = bytes.indexOf(NEWLINE, position);
    if (end < 0) break;
    const value = decodeLine(bytes.subarray(position, end));
    const valid = position === 0 ? isHeader(value) : isEntry(value);
    if (valid && damagedAt >= 0) {
      throw new Error(`The journal ${file} is damaged at byte ${damagedAt}. Start with --reset.`);
    }
    if (valid && isHeader(value)) id = value.journal;
    if (valid && isEntry(value)) entries.push(value);
    if (valid) validBytes = end + 1;
    else if (damagedAt < 0) damagedAt = position;
    position = end + 1;
  }
  return { id, entries, validBytes, tornBytes: bytes.length - validBytes };
}

/**
 * Applies commits in order. Applying commits again that the data already holds (a crash between writing a new
 * snapshot and resetting the journal) changes nothing: every change sets a record or a collection to its value.
 */
export function applyEntries(data: DbData, entries: readonly JournalEntry[]): void {
  const collections = data as unknown as Record<CollectionName, Record<string, unknown>[]>;
  // Where each id sits, per collection, kept from one commit to the next (rebuilt after a removal).
  const indexes = new Map<CollectionName, Map<unknown, number>>();
  const indexOf = (name: CollectionName): Map<unknown, number> => {
    let index = indexes.get(name);
    if (!index) {
      index = new Map(collections[name].map((record, position) => [record.id, position]));
      indexes.set(name, index);
    }
    return index;
  };
  for (const { ops } of entries) {
    for (const op of ops) {
      // A collection the mock no longer has.
      if (!COLLECTION_NAMES.includes(op.c)) continue;
      if ('all' in op) {
        collections[op.c] = op.all as Record<string, unknown>[];
        indexes.delete(op.c);
        continue;
      }
      if (op.del.length) {
        const removed = new Set<unknown>(op.del);
        collections[op.c] = collections[op.c].filter((record) => !removed.has(record.id));
        indexes.delete(op.c);
      }
      const records = collections[op.c];
      const index = indexOf(op.c);
      for (const record of op.set) {
        const position = index.get(record.id);
        if (position === undefined) {
          index.set(record.id, records.length);
          records.push(record);
        } else {
          records[position] = record;
        }
      }
    }
  }
}
