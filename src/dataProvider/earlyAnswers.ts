import { readAccessToken } from '../storage/storageKeys';
import { httpClient, type HttpClient, type HttpOptions } from './httpClient';

/**
 * Answers asked for while the console starts, before the page that reads them has loaded its code: the Devices
 * tab's whole list (46 MB at 100,000 devices) downloads beside the shell's start instead of after it
 * (docs/decisions.md, issue 37). The page's first plain read of the same address with the same session takes the
 * answer, finished or still on its way, so the list is asked for once; an answer another session asked for, one
 * that failed, or one no page came for within `keptMs` of its arrival is never used.
 */
export interface EarlyAnswers {
  /** Asks for `url` now with the stored session (a read, with `options`); nothing without one. One at a time. */
  ask(url: string, options?: EarlyOptions): void;
  /** The early answer for `url`, handed out once; null when there is none for this session. */
  take(url: string): Promise<unknown> | null;
}

/** What an early read may say of itself: only what a page's read of the same address says too. */
type EarlyOptions = Pick<HttpOptions, 'large'>;

interface Early {
  url: string;
  token: string;
  answer: Promise<unknown>;
}

/** How long an arrived answer waits for its page: a page that has not come for it by then is not coming. */
const KEPT_MS = 10_000;

export const createEarlyAnswers = (
  http: HttpClient,
  token: () => string | null,
  keptMs: number = KEPT_MS,
): EarlyAnswers => {
  let waiting: Early | null = null;
  const forget = (entry: Early) => {
    if (waiting === entry) waiting = null;
  };
  return {
    ask(url, options) {
      const session = token();
      if (!session) return;
      const entry: Early = { url, token: session, answer: http(url, options) };
      waiting = entry;
      entry.answer.then(
        () => setTimeout(() => forget(entry), keptMs),
        () => forget(entry),
      );
    },
    take(url) {
      const entry = waiting;
      if (!entry || entry.url !== url) return null;
      waiting = null;
      return entry.token === token() ? entry.answer : null;
    },
  };
};

/** The console's early answers: the shared HTTP client, the stored token. */
export const earlyAnswers: EarlyAnswers = createEarlyAnswers(httpClient, () => readAccessToken());

/** A read that an early answer can stand for: GET, no body, nothing to cancel it or watch its headers. */
const isPlainRead = (options: HttpOptions): boolean =>
  (options.method ?? 'GET') === 'GET' &&
  options.body === undefined &&
  options.signal === undefined &&
  options.onHeaders === undefined &&
  (options.responseType ?? 'json') === 'json';

/**
 * `http` that takes a plain read from the early answers when one waits for it; a failed early answer is asked
 * again, as if it had never been asked.
 */
export const withEarlyAnswers =
  (http: HttpClient, early: EarlyAnswers): HttpClient =>
  <T>(url: string, options: HttpOptions = {}) => {
    const taken = isPlainRead(options) ? early.take(url) : null;
    if (!taken) return http<T>(url, options);
    return taken.then(
      (answer) => answer as T,
      () => http<T>(url, options),
    );
  };
