import type { LanguageCode as UiLanguage } from '../../contract/languages';
import type { FileLike } from './contentForm';
import { CONTENT_LANGUAGES, takesFile, type ContentItem } from './contentModel';

/** One language's file of an item: null once the file was removed (until a new one is uploaded). */
export interface LibraryFile {
  lang: UiLanguage;
  label: string;
  fileName: string | null;
  /** The name it was uploaded under, as people see and save it (the stored name for an older file). */
  shownName: string | null;
}

/**
 * The files of an item whose type takes a file, in the languages' order: each language holding a stored file,
 * and each whose file was removed (neither a file nor a link), never a language showing a link.
 */
export const filesOf = (item: Pick<ContentItem, 'resources' | 'type'>): LibraryFile[] =>
  takesFile(item.type)
    ? CONTENT_LANGUAGES.flatMap((lang) => {
        const resource = item.resources[lang];
        if (!resource || (!resource.fileName && resource.resourceUrl)) return [];
        return [
          {
            lang,
            label: resource.label,
            fileName: resource.fileName ?? null,
            shownName: resource.fileName ? resource.originalName || resource.fileName : null,
          },
        ];
      })
    : [];

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

/**
 * The multipart entries of PATCH rest/v2/customcontents/{id}/{lang} (000 §7) that replace one language's file:
 * the item and the language named in the form as in the address, the stored label kept, the new file, and the
 * modifiedDate the page holds (so a change made since is refused, not overwritten).
 */
export const languageFileEntries = <F extends FileLike>(
  item: Pick<ContentItem, 'id' | 'resources' | 'modifiedDate'>,
  lang: UiLanguage,
  file: F,
): [name: string, value: string | F][] => [
  ['id', item.id],
  ['lang', lang],
  ['label', item.resources[lang]?.label ?? ''],
  ['resource', file],
  ['modifiedDate', item.modifiedDate],
];
