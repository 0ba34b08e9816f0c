import type { UiLanguage } from '../../config';
import type { ContentFormValues, FileLike } from './contentForm';
import { CONTENT_LANGUAGES, type ContentItem } from './contentModel';

/** One language's stored file of an item. */
export interface LibraryFile {
  lang: UiLanguage;
  label: string;
  fileName: string;
}

/** The stored files of an item, in the languages' order. */
export const filesOf = (item: Pick<ContentItem, 'resources'>): LibraryFile[] =>
  CONTENT_LANGUAGES.flatMap((lang) => {
    const fileName = item.resources[lang]?.fileName;
    return fileName ? [{ lang, label: item.resources[lang]?.label ?? '', fileName }] : [];
  });

/**
 * How the console opens a file of this media type: a picture inline (as an <img>, where an SVG's script never
 * runs), a PDF, plain text or a video in a new tab, anything else (office documents) downloaded. A file opened
 * in a tab is a blob of the console's origin, so only types a browser never runs script in are opened.
 */
export const openingOf = (mediaType: string): 'inline' | 'tab' | 'download' => {
  const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('image/')) return 'inline';
  if (type === 'application/pdf' || type === 'text/plain' || type.startsWith('video/')) return 'tab';
  return 'download';
};

/** The form of an item whose `lang` file is replaced by `file`, everything else kept as stored. */
export const withReplacedFile = (
  values: ContentFormValues,
  lang: UiLanguage,
  file: FileLike,
): ContentFormValues => ({
  ...values,
  languages: { ...values.languages, [lang]: { ...values.languages[lang], source: 'file', file } },
});

/** A size in bytes as the console shows it: B, KB or MB with one decimal. */
export const sizeText = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
