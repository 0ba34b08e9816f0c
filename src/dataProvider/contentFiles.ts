import type { UiLanguage } from '../config';
import type { ContentItem } from '../domain/content/contentModel';
import { languageFileEntries } from '../domain/content/libraryFiles';
import { dispositionName } from '../domain/content/uploadName';
import { formOf } from './formData';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** What GET /customcontent/files answers for one name. */
export interface ContentFileState {
  fileName: string;
  found: boolean;
  size: number | null;
  contentType: string;
  /** The name the file was uploaded under (null for a file stored before names were kept). */
  originalName?: string | null;
}

/** The stored files of the content library (000 §7), fetched with the console's token. */
export interface ContentFilesApi {
  /** The stored file, named as the backend's Content-Disposition says (its upload name; else as asked) and typed. */
  contentFile(fileName: string, options?: CallOptions): Promise<File>;
  /** Whether each file is stored, with its size and type. */
  contentFileStates(fileNames: readonly string[], options?: CallOptions): Promise<ContentFileState[]>;
  removeContentFile(fileName: string, options?: CallOptions): Promise<void>;
  /**
   * One language's file replaced by `file`, its label kept (PATCH rest/v2/customcontents/{id}/{lang}, multipart
   * id, lang, label, resource, and the modifiedDate the page holds: 80001 when the item changed since).
   */
  replaceLanguageFile(
    item: ContentItem,
    lang: UiLanguage,
    file: File,
    options?: CallOptions,
  ): Promise<ContentItem>;
}

export const createContentFilesApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
  itemsChanged: () => void = () => undefined,
): ContentFilesApi => {
  const dc = (path: string, query: Parameters<typeof withQuery>[1]) =>
    withQuery(joinUrl(urls.dc(), path), query);
  return {
    contentFile: async (fileName, { signal } = {}) => {
      let name: string | null = null;
      const blob = await http<Blob>(dc('/customcontent/file', { fileName }), {
        responseType: 'blob',
        signal,
        onHeaders: (headers) => {
          name = dispositionName(headers.get('content-disposition'));
        },
      });
      return new File([blob], name ?? fileName, { type: blob.type });
    },
    contentFileStates: async (fileNames, { signal } = {}) =>
      fileNames.length === 0
        ? []
        : ((await http<ContentFileState[] | null>(
            dc('/customcontent/files', { fileNames: fileNames.join(',') }),
            { signal },
          )) ?? []),
    removeContentFile: async (fileName, { signal } = {}) => {
      try {
        await http(dc('/customcontent/file', { fileName }), { method: 'DELETE', signal });
      } finally {
        itemsChanged();
      }
    },
    replaceLanguageFile: async (item, lang, file, { signal } = {}) => {
      const url = joinUrl(urls.platform(), `/rest/v2/customcontents/${encodeURIComponent(item.id)}/${lang}`);
      try {
        return await http<ContentItem>(url, {
          method: 'PATCH',
          body: formOf(languageFileEntries(item, lang, file)),
          signal,
        });
      } finally {
        itemsChanged();
      }
    },
  };
};
