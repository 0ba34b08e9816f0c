import type { Identifier, RaRecord } from 'ra-core';
import {
  createEntries,
  replaceEntries,
  urlsToCheck,
  type ContentFormValues,
  type Entry,
} from '../domain/content/contentForm';
import { CONTENT_TYPES, type ContentItem } from '../domain/content/contentModel';
import { formToPayload, type ContentRule, type RuleFormValues } from '../domain/content/ruleModel';
import { ApiError } from './apiError';
import type { EndpointCalls, EndpointContext, WriteExtra } from './endpointTypes';
import { codeKey, ERROR_CODES, errorCodeOf } from './errorCodes';
import { formOf } from './formData';
import { joinUrl, withQuery } from './urls';

/**
 * The content library (platform base URL) and the content rules (device-control backend), 000 §7:
 *
 * | call                                                  | used for                                      |
 * |-------------------------------------------------------|-----------------------------------------------|
 * | GET {platform}/rest/v2/customcontents?types=…         | contentItems list (the five types of 000 §9)  |
 * | GET/DELETE {platform}/rest/v2/customcontents/ID       | read, delete                                  |
 * | POST {platform}/rest/v2/customcontents (multipart)    | create with languages[], labels[], resources[] |
 * | PUT {DC}/customcontent?modifiedDate=&contentId=       | an edit: the whole item in one request        |
 * | GET {DC}/customcontent/validateURL?type=&url=         | every new URL before a save (60002)           |
 * | GET {DC}/customcontent/rules                          | contentRules list                             |
 * | POST / PUT {DC}/customcontent/rule                    | create / update (id and modifiedDate)         |
 * | DELETE {DC}/customcontent/rule?ruleid=                | delete                                        |
 * | POST {DC}/customcontent/lastmodified?contentid=       | after a rule save or delete, for its item     |
 *
 * Both lists are kept 5 minutes (000 §4); a write or the Refresh button forgets them.
 */

type Progress = (percent: number) => void;
const progressOf = (extra?: WriteExtra): Progress | undefined => {
  const candidate = extra?.meta?.onProgress;
  return typeof candidate === 'function' ? (candidate as Progress) : undefined;
};

const hasFile = (entries: readonly Entry<File>[]): boolean =>
  entries.some(([, value]) => typeof value !== 'string');

/** Sends a multipart form: with progress through the uploader when it carries a file, else through http. */
const sendForm = async <T>(
  context: EndpointContext,
  method: string,
  url: string,
  entries: readonly Entry<File>[],
  onProgress?: Progress,
): Promise<T> => {
  if (hasFile(entries) && context.upload) {
    return context.upload<T>(url, formOf(entries), {
      method,
      onProgress: onProgress && ((progress) => onProgress(progress.percent)),
    });
  }
  return context.http<T>(url, { method, body: formOf(entries) });
};

/** Checks every new URL with the backend; a refused one becomes an error under its field. */
const checkUrls = async (context: EndpointContext, values: ContentFormValues, stored?: ContentItem) => {
  for (const { lang, url, type } of urlsToCheck(values, stored)) {
    try {
      await context.http(withQuery(joinUrl(context.urls.dc(), '/customcontent/validateURL'), { type, url }));
    } catch (error) {
      if (!(error instanceof ApiError) || String(error.code) !== String(ERROR_CODES.INVALID_URL)) throw error;
      throw new ApiError(error.code, error.message, error.status, {
        code: error.code,
        message: error.message,
        errors: { languages: { [lang]: { url: codeKey(ERROR_CODES.INVALID_URL) } } },
      });
    }
  }
};

/** The list record with its languages and labels as flat lists, so search and the language filter reach them. */
const withLabels = (record: RaRecord): RaRecord => {
  const resources = (record.resources ?? {}) as Record<string, { label?: string } | undefined>;
  const languages = Object.keys(resources);
  return { ...record, languages, labels: languages.map((lang) => resources[lang]?.label ?? '') };
};

const library = ({ urls }: EndpointContext, suffix = ''): string =>
  joinUrl(urls.platform(), `/rest/v2/customcontents${suffix}`);
const itemUrl = (context: EndpointContext, id: Identifier, lang?: string) =>
  library(context, `/${encodeURIComponent(String(id))}${lang ? `/${lang}` : ''}`);

export const contentItems: EndpointCalls = {
  list: async (context) =>
    (
      (await context.http<RaRecord[] | null>(withQuery(library(context), { types: CONTENT_TYPES }))) ?? []
    ).map(withLabels),
  one: (context, id, signal) => context.http<RaRecord>(itemUrl(context, id), { signal }),
  create: async (context, data, extra) => {
    const values = data as unknown as ContentFormValues;
    await checkUrls(context, values);
    return sendForm(context, 'POST', library(context), createEntries<File>(values), progressOf(extra));
  },
  /**
   * An edit is one request, the legacy whole-item save (PUT {DC}/customcontent?modifiedDate=&contentId=): every
   * language, name, default language and icon are saved together or not at all, so a failure half-way never
   * leaves the item half saved (80001 when it was changed since the form loaded it).
   */
  update: async (context, id, data, extra) => {
    const values = data as unknown as ContentFormValues;
    const stored = (extra?.previousData ?? (await contentItems.one(context, id))) as unknown as ContentItem;
    await checkUrls(context, values, stored);
    const query = { modifiedDate: values.modifiedDate ?? stored.modifiedDate, contentId: String(stored.id) };
    const url = withQuery(joinUrl(context.urls.dc(), '/customcontent'), query);
    return sendForm(context, 'PUT', url, replaceEntries<File>(values, stored), progressOf(extra));
  },
  remove: (context, id) => context.http(itemUrl(context, id), { method: 'DELETE' }),
};

const dcUrl = ({ urls }: EndpointContext, path: string) => joinUrl(urls.dc(), path);

/** Tells the backend an item's rules changed, so the apps showing it reload; a failure here loses nothing. */
const markChanged = async (context: EndpointContext, contentIds: readonly unknown[]) => {
  const ids = [...new Set(contentIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  await Promise.all(
    ids.map((contentid) =>
      context
        .http(withQuery(dcUrl(context, '/customcontent/lastmodified'), { contentid }), { method: 'POST' })
        .catch(() => undefined),
    ),
  );
};

const allRules = async (context: EndpointContext) =>
  (await context.http<ContentRule[] | null>(dcUrl(context, '/customcontent/rules'))) ?? [];

/** 000 §8: the server's code for a rule name another rule of the tenant has. */
export const DUPLICATE_RULE_CODE = '80004';

/**
 * A save refused for its name marks the Name field (react-admin shows `body.errors` on the form's fields), besides
 * the message the page shows.
 */
export async function markingDuplicateName<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    const body = (error as { body?: unknown } | null)?.body;
    if (String(errorCodeOf(error)) === DUPLICATE_RULE_CODE && body && typeof body === 'object')
      Object.assign(body, { errors: { name: 'dm.content.rules.duplicate' } });
    throw error;
  }
}

export const contentRules: EndpointCalls = {
  list: async (context) => (await allRules(context)) as unknown as RaRecord[],
  one: async (context, id) => {
    const rule = (await allRules(context)).find((candidate) => String(candidate.id) === String(id));
    if (!rule) throw new ApiError(ERROR_CODES.NOT_FOUND, codeKey(ERROR_CODES.NOT_FOUND), 404);
    return rule as unknown as RaRecord;
  },
  create: async (context, data) => {
    const payload = formToPayload(data as Partial<RuleFormValues>);
    const saved = await markingDuplicateName(
      context.http<RaRecord>(dcUrl(context, '/customcontent/rule'), { method: 'POST', body: payload }),
    );
    await markChanged(context, [payload.contentId]);
    return saved;
  },
  update: async (context, id, data, extra) => {
    const payload = { ...formToPayload(data as Partial<RuleFormValues>), id: String(id) };
    const saved = await markingDuplicateName(
      context.http<RaRecord>(dcUrl(context, '/customcontent/rule'), { method: 'PUT', body: payload }),
    );
    await markChanged(context, [payload.contentId, extra?.previousData?.contentId]);
    return saved;
  },
  /** Deletes the rule, then marks its item changed (its content read from the list when the page had none). */
  remove: async (context, id, extra) => {
    const contentId =
      extra?.previousData?.contentId ??
      (await allRules(context)).find((rule) => String(rule.id) === String(id))?.contentId;
    const answer = await context.http(
      withQuery(dcUrl(context, '/customcontent/rule'), { ruleid: String(id) }),
      {
        method: 'DELETE',
      },
    );
    await markChanged(context, [contentId]);
    return answer;
  },
};
