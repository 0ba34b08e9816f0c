/** One answer of a records server: status, headers and the body as JSON (null when empty or not JSON). */
export interface RecordsAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface RecordsClient {
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; raw?: string },
  ): Promise<RecordsAnswer>;
}

/** Why a request got no answer: fetch's own "fetch failed" says nothing, its cause (a code or message) does. */
const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const why = cause?.code ?? cause?.message;
  return why ? `${error.message} (${why})` : error.message;
};

/** A client of the records server at `base` (its `recordsUrl`), sending `token` unless told otherwise. */
export function recordsClient(base: string, token: string): RecordsClient {
  const root = base.replace(/\/+$/, '');
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      const bearer = options.token === undefined ? token : options.token;
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      const sent = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (sent !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${root}${path}`, {
        method,
        headers,
        body: sent,
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new Error(`${method} ${root}${path}: ${reasonOf(error)}`, { cause: error });
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: response.status, headers: response.headers, body };
    },
  };
}

/** The list query of ra-data-simple-rest: `sort`, `range`, `filter` as JSON. */
export const listPath = (
  resource: string,
  query: { sort?: unknown; range?: unknown; filter?: unknown },
): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, JSON.stringify(value));
  return `/${resource}?${params.toString()}`;
};
