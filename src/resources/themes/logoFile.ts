import type { Issue } from '../../domain/looks/fieldRules';
import { checkLogoDataUrl, isLogoImageType, logoSizeIssue } from '../../domain/looks/themeModel';

export type LogoRead = { ok: true; dataUrl: string } | { ok: false; issue: Issue };

const asDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * A chosen logo file as a data URL, checked before it is read: an accepted image format and at most
 * LOGO_MAX_BYTES, so a large file is refused at once with its size.
 */
export async function readLogoFile(file: Blob): Promise<LogoRead> {
  if (!isLogoImageType(file.type)) return { ok: false, issue: { code: 'logo_type' } };
  if (file.size === 0) return { ok: false, issue: { code: 'logo_unreadable' } };
  const tooLarge = logoSizeIssue(file.size);
  if (tooLarge) return { ok: false, issue: tooLarge };
  let dataUrl: string;
  try {
    dataUrl = await asDataUrl(file);
  } catch {
    return { ok: false, issue: { code: 'logo_unreadable' } };
  }
  const issue = checkLogoDataUrl(dataUrl);
  return issue ? { ok: false, issue } : { ok: true, dataUrl };
}
