/**
 * A look at an uploaded file's zip directory before anything inflates it: is it an .xlsx at all, is the zip
 * whole, how large would it be once unpacked, and could each entry's data be as small as declared once
 * unpacked. Reads only the central directory (a few kilobytes).
 */
export type ZipProblem = 'notSpreadsheet' | 'corrupt' | 'tooBigUnpacked';

export interface ZipLimits {
  /** Largest sum of the declared uncompressed sizes. */
  maxInflatedBytes: number;
  /** Most entries a workbook may hold. */
  maxEntries: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** A size field of all ones means the real size is in a zip64 record: far beyond any bulk sheet. */
const ZIP64_MARK = 0xffffffff;
const STORED = 0;

/**
 * The most bytes an entry of this unpacked size can take packed. Deflate never grows data by more than a few
 * bytes per 16 KB block (zlib's deflateBound), so an entry packed larger than this declares too small a size:
 * its directory lies, which is how a zip bomb slips past a size check without being unpacked.
 */
const packedBound = (method: number, uncompressed: number): number =>
  method === STORED ? uncompressed : uncompressed + (uncompressed >>> 10) + 64;

function findEndRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - END_RECORD_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/** What is wrong with the file as an .xlsx zip, or null when it may be read. */
export function zipProblem(bytes: Buffer, limits: ZipLimits): ZipProblem | null {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return 'notSpreadsheet';
  if (bytes.length < END_RECORD_SIZE) return 'corrupt';
  const end = findEndRecord(bytes);
  if (end < 0) return 'corrupt';
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (directoryStart + directorySize > end) return 'corrupt';
  if (entries > limits.maxEntries) return 'tooBigUnpacked';
  let at = directoryStart;
  let inflated = 0;
  let hasWorkbook = false;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return 'corrupt';
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    if (at + 46 + nameLength > end) return 'corrupt';
    const name = bytes.toString('latin1', at + 46, at + 46 + nameLength);
    if (uncompressed === ZIP64_MARK) return 'tooBigUnpacked';
    if (compressed > packedBound(method, uncompressed)) return 'corrupt';
    if (localOffset + 4 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) return 'corrupt';
    inflated += uncompressed;
    if (inflated > limits.maxInflatedBytes) return 'tooBigUnpacked';
    if (name.toLowerCase() === 'xl/workbook.xml' || name.toLowerCase() === 'xl/workbook.bin')
      hasWorkbook = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return hasWorkbook ? null : 'notSpreadsheet';
}
