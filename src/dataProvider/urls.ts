import { currentPlatformUrls } from '../storage/platformUrls';

/** Where the platform and the device-control backend live; read at each call so they can change at runtime. */
export interface BaseUrls {
  platform: () => string;
  dc: () => string;
}

/** What discovery found (src/dataProvider/discovery.ts), read at each call. */
export const defaultBaseUrls: BaseUrls = {
  platform: () => currentPlatformUrls().platformUrl,
  dc: () => currentPlatformUrls().dcUrl,
};

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `base` and `path` joined with exactly one slash between them. */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The URL with the query appended; empty values are left out, lists are sent comma-joined (000 §7). */
export const withQuery = (url: string, query: Record<string, QueryValue>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

/** Options every custom call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}
