/**
 * Input rules of the player configuration form (000 §5, 001 §5): URLs, content mode, XML URLs, file
 * extensions and schedule times.
 */

export type ContentMode = 'app' | 'website';

const HTTP_URL = /^https?:\/\/\S+$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** A URL is valid only if it starts with http:// or https:// (and has something after it, no spaces). */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value.trim());
}

/** Website when the content value is a URL, else app. */
export function contentModeOf(value: string | undefined): ContentMode {
  return value !== undefined && isHttpUrl(value) ? 'website' : 'app';
}

/** A valid URL whose text ends with `extension` (e.g. '.xml'), case-insensitive. */
export function isUrlEndingWith(value: string, extension: string): boolean {
  const text = value.trim();
  return isHttpUrl(text) && text.toLowerCase().endsWith(extension.toLowerCase());
}

/**
 * Whether a file name has one of the accepted extensions ('.apk', '.zip'), case-insensitive. The name
 * needs something before the extension.
 */
export function hasAcceptedExtension(fileName: string, accepted: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return accepted.some((extension) => {
    const wanted = extension.toLowerCase();
    return name.length > wanted.length && name.endsWith(wanted);
  });
}

/** The accepted extensions as the snackbar names them: ".apk" or ".apk, .zip". */
export function extensionsLabel(accepted: readonly string[]): string {
  return accepted.join(', ');
}

/** A schedule time as the players take it: HH:MM, 24-hour. */
export function isScheduleTime(value: string): boolean {
  return TIME.test(value);
}

/** An Android package name as `start_app` and `stop_app` take it: dotted parts, e.g. com.example.kiosk. */
export function isPackageName(value: string): boolean {
  return PACKAGE.test(value.trim());
}
