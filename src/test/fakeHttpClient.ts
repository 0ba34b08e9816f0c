import { vi } from 'vitest';
import type { HttpClient, HttpOptions } from '../dataProvider/httpClient';

/** An answer: a value to resolve with, or a function of the call (throw inside it to fail the call). */
export type FakeAnswer = unknown | ((options: HttpOptions) => unknown);

/**
 * An httpClient stand-in keyed by exact URL ("METHOD url" or just "url" for any method). An unknown URL
 * fails the call, so a test sees every request the code under test makes.
 */
export const createFakeHttpClient = (answers: Record<string, FakeAnswer>) => {
  const spy = vi.fn(async (url: string, options: HttpOptions = {}): Promise<unknown> => {
    const key = `${options.method ?? 'GET'} ${url}`;
    const answer = key in answers ? answers[key] : url in answers ? answers[url] : undefined;
    if (answer === undefined) throw new Error(`unexpected request ${key}`);
    return typeof answer === 'function' ? (answer as (options: HttpOptions) => unknown)(options) : answer;
  });
  return { http: spy as unknown as HttpClient, spy };
};

/** The URLs requested so far, with their method. */
export const requestsOf = (spy: ReturnType<typeof createFakeHttpClient>['spy']): string[] =>
  spy.mock.calls.map(([url, options]) => `${options?.method ?? 'GET'} ${url}`);
