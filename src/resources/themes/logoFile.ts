import type { Issue } from '../../domain/looks/fieldRules';
import { imageKindOf } from '../../domain/looks/imageKind';
import { checkLogoDataUrl, isLogoImageType, logoSizeIssue } from '../../domain/looks/themeModel';

export type LogoRead = { ok: true; dataUrl: string } | { ok: false; issue: Issue };

const read = <T>(as: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    as(reader);
  });
const asDataUrl = (file: Blob) =>
  read(
    (reader) => reader.readAsDataURL(file),
    (reader) => String(reader.result),
  );
/** The first bytes of a file, enough to tell its image format. */
const head = (file: Blob) =>
  read(
    (reader) => reader.readAsArrayBuffer(file.slice(0, 512)),
    (reader) => new Uint8Array(reader.result as ArrayBuffer),
  );

/**
 * A chosen logo file as a data URL, checked before it is read: an accepted image format and at most
 * LOGO_MAX_BYTES, so a large file is refused at once with its size; then its content, so that a file whose name
 * says image but whose bytes are not one (a text file named `.png`) is refused when chosen, not at Save.
 */
export async function readLogoFile(file: Blob): Promise<LogoRead> {
  if (!isLogoImageType(file.type)) return { ok: false, issue: { code: 'logo_type' } };
  if (file.size === 0) return { ok: false, issue: { code: 'logo_unreadable' } };
  const tooLarge = logoSizeIssue(file.size);
  if (tooLarge) return { ok: false, issue: tooLarge };
  let dataUrl: string;
  try {
    const kind = imageKindOf(await head(file));
    if (!kind || !isLogoImageType(kind.contentType)) return { ok: false, issue: { code: 'logo_not_image' } };
    dataUrl = await asDataUrl(file);
  } catch {
    return { ok: false, issue: { code: 'logo_unreadable' } };
  }
  const issue = checkLogoDataUrl(dataUrl);
  return issue ? { ok: false, issue } : { ok: true, dataUrl };
}
