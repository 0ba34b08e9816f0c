/**
 * The name a person gave a file they uploaded to the library, kept beside the stored name (`{id}-{lang}.{ext}`)
 * so that a download is saved under it again. Shared by the console and the mock.
 */

/** Longest original name kept; a longer one keeps its end (the extension) and loses the middle. */
export const UPLOAD_NAME_MAX = 160;

/**
 * The last segment of what a browser sent as the file name (never a folder), without control characters and
 * surrounding spaces, at most UPLOAD_NAME_MAX characters; null when nothing is left.
 */
export const uploadName = (sent: string | null | undefined): string | null => {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]+/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return null;
  const chars = [...clean];
  if (chars.length <= UPLOAD_NAME_MAX) return clean;
  const tail = chars.slice(-20).join('');
  return `${chars.slice(0, UPLOAD_NAME_MAX - 21).join('')}…${tail}`;
};

/**
 * A Content-Disposition that saves a file under `name` in every browser: a plain-ASCII `filename` (other
 * characters as "_") for old clients, and the exact name as RFC 5987 `filename*`.
 */
export const attachmentDisposition = (name: string): string => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
};

/**
 * The file name of a Content-Disposition: the RFC 5987 `filename*` where given, else `filename` (quoted or
 * not); only its last segment, never a path; null when there is none.
 */
export const dispositionName = (header: string | null): string | null => {
  const text = header ?? '';
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(text);
  let name = '';
  if (extended && /^utf-8$/i.test(extended[1] ?? '')) {
    try {
      name = decodeURIComponent(extended[2] ?? '');
    } catch {
      name = '';
    }
  }
  if (name === '') {
    const plain = /filename\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(text);
    name = plain?.[1] ?? plain?.[2] ?? '';
  }
  return uploadName(name);
};
