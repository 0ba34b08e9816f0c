import { LANGUAGE_CODES as UI_LANGUAGES, type LanguageCode as UiLanguage } from '../../contract/languages';

/**
 * The content item of 000 §3: a name, an icon, a type and, per language, a label and a resource. The types,
 * the languages a resource may exist in, and the limits the console and the mock both check.
 */
export const CONTENT_TYPES = ['URL', 'DOC', 'VID', 'IMG', 'HTML'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const isContentType = (value: unknown): value is ContentType =>
  typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);

/** The content languages: the console's seven. */
export const CONTENT_LANGUAGES: readonly UiLanguage[] = UI_LANGUAGES;
export const isContentLanguage = (value: unknown): value is UiLanguage =>
  typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);

/**
 * One language of an item. `html` holds the text of an HTML item; `fileName` the stored file of an upload and
 * `originalName` the name it was uploaded under (what a download is saved as).
 */
export interface ContentResource {
  label: string;
  resourceUrl: string | null;
  fileName?: string | null;
  originalName?: string | null;
  html?: string | null;
  modificationDate: string;
}

export interface ContentItem {
  id: string;
  name: string;
  iconUrl: string | null;
  type: ContentType;
  defaultLanguage: UiLanguage;
  resources: Partial<Record<UiLanguage, ContentResource>>;
  modifiedDate: string;
  modifiedBy?: string | null;
}

/** Largest uploaded resource file (our choice; the mock refuses more with 10413). */
export const CONTENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Largest icon image; icons are stored inline, so they stay small. */
export const CONTENT_ICON_MAX_BYTES = 256 * 1024;
/** Longest name and label. */
export const CONTENT_NAME_MAX = 120;

/** File extensions accepted per type that takes a file (lower case, without the dot). */
export const FILE_EXTENSIONS: Readonly<Partial<Record<ContentType, readonly string[]>>> = {
  DOC: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'odt', 'txt'],
  VID: ['mp4', 'webm', 'mov', 'm4v'],
  IMG: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
};
export const ICON_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'];

/** Types whose resource may be an uploaded file; URL is a link only and HTML is text. */
export const takesFile = (type: ContentType): boolean => FILE_EXTENSIONS[type] !== undefined;

/** The extension of a file name, lower case, or '' when it has none. */
export const extensionOf = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

/** True when the name ends with one of the extensions, ignoring case (000 §5). */
export const hasExtension = (fileName: string, extensions: readonly string[]): boolean =>
  extensions.includes(extensionOf(fileName));

/** Why a file cannot be a resource of the type, or null when it can. */
export const fileProblem = (
  type: ContentType,
  file: { name: string; size: number },
  maxBytes = CONTENT_FILE_MAX_BYTES,
): 'file_type' | 'file_too_large' | null => {
  const extensions = FILE_EXTENSIONS[type];
  if (!extensions || !hasExtension(file.name, extensions)) return 'file_type';
  if (file.size > maxBytes) return 'file_too_large';
  return null;
};

/**
 * The URL rule of 000 §5 ("starts with http:// or {host}"): an absolute http or https address with a host.
 * We read "{host}" as the secure scheme; anything else (javascript:, data:, relative paths) is refused.
 */
export const isValidContentUrl = (value: string): boolean => {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
};

/** The languages of an item that have a resource, the default one first. */
export const languagesOf = (item: Pick<ContentItem, 'resources' | 'defaultLanguage'>): UiLanguage[] => {
  const present = CONTENT_LANGUAGES.filter((lang) => item.resources[lang] !== undefined);
  return [...present].sort((a, b) => Number(b === item.defaultLanguage) - Number(a === item.defaultLanguage));
};

/** The label to show in a language: that language's, else the default language's, else the name. */
export const labelIn = (item: ContentItem, lang: string): string => {
  const own = isContentLanguage(lang) ? item.resources[lang]?.label : undefined;
  return own || item.resources[item.defaultLanguage]?.label || item.name;
};
