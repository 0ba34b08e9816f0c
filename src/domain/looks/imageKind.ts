/** An image format recognised by a file's first bytes, never by its name or declared type. */
export interface ImageKind {
  contentType: string;
  extension: string;
}

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  bytes.every((byte, index) => data[at + index] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format of these bytes (the first 512 are enough): PNG, JPEG, GIF, WebP by their signatures, SVG by
 * an `<svg` element after an optional XML declaration and comments; null for anything else (a text file named
 * `.png`). Shared by the console, which checks a logo when it is chosen, and the mock, which checks the upload.
 */
export function imageKindOf(data: Uint8Array): ImageKind | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, ascii('GIF8'))) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  const text = new TextDecoder()
    .decode(data.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text))
    return { contentType: 'image/svg+xml', extension: 'svg' };
  return null;
}
