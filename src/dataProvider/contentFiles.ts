import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** What GET /customcontent/files answers for one name. */
export interface ContentFileState {
  fileName: string;
  found: boolean;
  size: number | null;
  contentType: string;
}

/** The stored files of the content library (000 §7), fetched with the console's token. */
export interface ContentFilesApi {
  /** The stored file, named as the backend's Content-Disposition says (else as asked) and typed. */
  contentFile(fileName: string, options?: CallOptions): Promise<File>;
  /** Whether each file is stored, with its size and type. */
  contentFileStates(fileNames: readonly string[], options?: CallOptions): Promise<ContentFileState[]>;
  removeContentFile(fileName: string, options?: CallOptions): Promise<void>;
}

/** The file name of a Content-Disposition header (`filename="…"` or `filename=…`), or null. */
export const dispositionName = (header: string | null): string | null => {
  const match = /filename\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(header ?? '');
  const name = (match?.[1] ?? match?.[2] ?? '').split(/[\\/]/).pop() ?? '';
  return name === '' ? null : name;
};

export const createContentFilesApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
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
      await http(dc('/customcontent/file', { fileName }), { method: 'DELETE', signal });
    },
  };
};
