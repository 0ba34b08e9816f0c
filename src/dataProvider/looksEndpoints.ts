import type { Identifier, RaRecord } from 'ra-core';
import { CONFIGURABLE_TYPES as LOOK_TYPES } from '../contract/displayTypes';
import { ApiError } from './apiError';
import type { Endpoint, EndpointContext } from './endpointTypes';
import { codeKey, ERROR_CODES } from './errorCodes';
import { joinUrl, withQuery } from './urls';

/**
 * Profiles and themes (000 §7 Lookups for the lists; the rest is the mock's design, marked in the README):
 *
 * | call                         | answer                                      |
 * |------------------------------|---------------------------------------------|
 * | GET {DC}/{kind}/all?type={t} | `{items}` of one display type (RD, FD, FBD) |
 * | GET {DC}/{kind}?id={id}      | the record                                  |
 * | POST {DC}/{kind}             | the created record (version 1)              |
 * | PUT {DC}/{kind}              | body with id and version; the saved record  |
 * | DELETE {DC}/{kind}?id={id}   | `{id}`; 409 while devices use the record    |
 *
 * The react-admin list is the three types together; the type tab is a filter applied in the browser.
 */

/** Fields the server computes; never sent back. */
const READ_ONLY = ['usedBy', 'modifiedDate', 'modifiedBy'] as const;

const writable = (data: Partial<RaRecord>): Record<string, unknown> => {
  const body: Record<string, unknown> = { ...data };
  for (const field of READ_ONLY) delete body[field];
  return body;
};

/** Server codes that belong to one form field: react-admin shows them under the field (`body.errors`). */
const FIELD_CODES: ReadonlyMap<string, string> = new Map([
  [String(ERROR_CODES.DUPLICATE_THEME_LABEL), 'name'],
]);

const withFieldErrors = async <T>(pending: Promise<T>): Promise<T> => {
  try {
    return await pending;
  } catch (error) {
    const field = error instanceof ApiError ? FIELD_CODES.get(String(error.code)) : undefined;
    if (!field || !(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, error.status, {
      code: error.code,
      message: error.message,
      errors: { [field]: codeKey(error.code) },
    });
  }
};

const lookEndpoint = (kind: 'profile' | 'theme', searchFields: readonly string[]): Endpoint => {
  const url = ({ urls }: EndpointContext, suffix = ''): string => joinUrl(urls.dc(), `/${kind}${suffix}`);
  return {
    list: async (context) => {
      const lists = await Promise.all(
        LOOK_TYPES.map((type) =>
          context.http<{ items?: RaRecord[] } | null>(withQuery(url(context, '/all'), { type })),
        ),
      );
      return lists.flatMap((list) => list?.items ?? []);
    },
    one: (context, id, signal) => context.http<RaRecord>(withQuery(url(context), { id }), { signal }),
    searchFields,
    create: (context, data) => {
      const { id: _id, version: _version, ...body } = writable(data);
      return withFieldErrors(context.http<RaRecord>(url(context), { method: 'POST', body }));
    },
    update: (context, id: Identifier, data) =>
      withFieldErrors(
        context.http<RaRecord>(url(context), { method: 'PUT', body: { ...writable(data), id: String(id) } }),
      ),
    remove: (context, id) => context.http(withQuery(url(context), { id }), { method: 'DELETE' }),
  };
};

export const profiles: Endpoint = lookEndpoint('profile', ['name', 'description']);
export const themes: Endpoint = lookEndpoint('theme', ['name', 'logoText']);
