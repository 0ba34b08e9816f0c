import type { ContentFormValues } from '../domain/content/contentForm';
import type { ContentItem } from '../domain/content/contentModel';
import { downloadedFileName } from '../domain/content/downloadName';
import { mediaTypeOf } from '../domain/content/contentTypeFit';
import type { ContentRule } from '../domain/content/ruleModel';
import { formOf } from './formData';
import type { HttpClient } from './httpClient';
import { defaultBaseUrls, joinUrl, withQuery, type BaseUrls, type CallOptions } from './urls';

/** The content calls of 000 §7 that are not one react-admin method. */
export interface ContentApi {
  /** Resolves when the backend accepts the URL; rejects with 60002 otherwise. */
  validateContentUrl(type: 'URL' | 'VID', url: string, options?: CallOptions): Promise<void>;
  /** The rules that show an item (for the delete confirmation). */
  contentRulesOf(contentId: string, options?: CallOptions): Promise<ContentRule[]>;
  /** Deletes every rule of an item; answers how many went. */
  deleteContentRules(contentId: string, options?: CallOptions): Promise<number>;
  /**
   * The content-type a content URL answers to HEAD (000 §7), or null where the browser may not read it (CORS,
   * no answer, an error status). Sent without the console's token: the URL is someone else's.
   */
  contentTypeOf(url: string, options?: CallOptions): Promise<string | null>;
  /** The file at a content URL, fetched by the backend (POST /customcontent/download), named and typed. */
  downloadContent(url: string, options?: CallOptions): Promise<File>;
  /**
   * The legacy whole-item save (PUT /customcontent?modifiedDate=&contentId=, multipart): the stored item
   * becomes the form in one call, or nothing changes (80001 when it was changed since `values.modifiedDate`).
   */
  replaceContentItem(
    stored: ContentItem,
    values: ContentFormValues,
    options?: CallOptions,
  ): Promise<ContentItem>;
}

export const createContentApi = (
  http: HttpClient,
  urls: BaseUrls = defaultBaseUrls,
  rulesChanged: () => void = () => undefined,
): ContentApi => {
  const dc = (path: string, query: Parameters<typeof withQuery>[1]) =>
    withQuery(joinUrl(urls.dc(), path), query);
  return {
    validateContentUrl: async (type, url, { signal } = {}) => {
      await http(dc('/customcontent/validateURL', { type, url }), { signal });
    },
    // `contentid` narrows the answer on a backend that knows it (ours; not in the spec); the rules are filtered
    // here too, so the count is right where the backend answers every rule of the tenant.
    contentRulesOf: async (contentId, { signal } = {}) =>
      (
        (await http<ContentRule[] | null>(dc('/customcontent/rules', { contentid: contentId }), {
          signal,
        })) ?? []
      ).filter((rule) => String(rule.contentId) === String(contentId)),
    deleteContentRules: async (contentId, { signal } = {}) => {
      try {
        const answer = await http<{ deleted?: number } | null>(
          dc('/customcontent/contentrule', { contentid: contentId }),
          { method: 'DELETE', signal },
        );
        return answer?.deleted ?? 0;
      } finally {
        rulesChanged();
      }
    },
    contentTypeOf: async (url, { signal } = {}) => {
      let type: string | null = null;
      try {
        await http(url, {
          method: 'HEAD',
          auth: false,
          responseType: 'text',
          signal,
          onHeaders: (headers) => {
            type = headers.get('content-type');
          },
        });
      } catch {
        return null;
      }
      return type;
    },
    downloadContent: async (url, { signal } = {}) => {
      let type: string | null = null;
      const blob = await http<Blob>(joinUrl(urls.dc(), '/customcontent/download'), {
        method: 'POST',
        body: { downloadurl: url },
        responseType: 'blob',
        signal,
        onHeaders: (headers) => {
          type = headers.get('x-content-type') ?? headers.get('content-type');
        },
      });
      return new File([blob], downloadedFileName(url, type), { type: mediaTypeOf(type) ?? blob.type });
    },
    replaceContentItem: async (stored, values, { signal } = {}) => {
      // The form rules load with the content pages, not with the console.
      const { replaceEntries } = await import('../domain/content/contentForm');
      const query = { modifiedDate: values.modifiedDate ?? stored.modifiedDate, contentId: stored.id };
      return http<ContentItem>(dc('/customcontent', query), {
        method: 'PUT',
        body: formOf(replaceEntries<File>(values, stored)),
        signal,
      });
    },
  };
};
