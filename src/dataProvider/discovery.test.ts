import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { createFakeFetch, envelopeOk, jsonResponse, type FetchCall } from '../test/fakeFetch';
import { discoverPlatform, parseRuntimeConfig } from './discovery';

const PAGE = 'https://console.example';
const PLATFORM = 'https://platform.example';
const API = 'https://api.platform.example';
const DC = 'https://dc.example';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

type Answer = Response | 'network' | 'hang';
type Answers = Partial<Record<'config' | 'serverinfo' | 'dcSettings', () => Answer>>;
const platform = (answers: Answers = {}) =>
  createFakeFetch(({ url }: FetchCall) => {
    if (url.endsWith('/config.json'))
      return (answers.config ?? (() => jsonResponse({ platformUrl: PLATFORM, deviceControlUrl: DC })))();
    if (url.includes('/rest/serverinfo'))
      return (answers.serverinfo ?? (() => jsonResponse({ apiUrl: API })))();
    if (url.includes('/auth/dcSettings'))
      return (answers.dcSettings ?? (() => jsonResponse(envelopeOk({ dcUrl: `${DC}/` }))))();
    return jsonResponse({}, 404);
  });

const discover = (fetch: typeof globalThis.fetch, storage = memoryStorage()) =>
  discoverPlatform({ fetch, storage, pageOrigin: PAGE, configUrl: `${PAGE}/config.json`, defaults: {} });

describe('discoverPlatform', () => {
  it('reads config.json, asks serverinfo and dcSettings, and stores what it found', async () => {
    const { fetch, calls } = platform();
    const storage = memoryStorage();
    const result = await discover(fetch as unknown as typeof globalThis.fetch, storage);
    expect(result).toEqual({
      ok: true,
      fromStorage: false,
      urls: { platformUrl: API, dcUrl: DC, loginUrl: PLATFORM, recordsUrl: null },
    });
    expect(calls.map((call) => call.url)).toEqual([
      `${PAGE}/config.json`,
      `${PLATFORM}/rest/serverinfo`,
      `${DC}/auth/dcSettings?apiurl=${encodeURIComponent(API)}`,
    ]);
    expect(storage.getItem(STORAGE_KEYS.platformUrl)).toBe(API);
    expect(storage.getItem(STORAGE_KEYS.dcUrl)).toBe(DC);
    expect(storage.getItem(STORAGE_KEYS.loginUrl)).toBe(PLATFORM);
  });

  it("keeps config.json's recordsUrl, and without one says there are no records (never the page's origin)", async () => {
    const storage = memoryStorage();
    const withRecords = platform({
      config: () => jsonResponse({ recordsUrl: 'https://records.example/v1/' }),
    });
    const found = await discover(withRecords.fetch as unknown as typeof fetch, storage);
    expect(found).toMatchObject({ ok: true, urls: { recordsUrl: 'https://records.example/v1' } });
    expect(storage.getItem(STORAGE_KEYS.recordsUrl)).toBe('https://records.example/v1');
    const reload = await discover(withRecords.fetch as unknown as typeof fetch, storage);
    expect(reload).toMatchObject({ fromStorage: true, urls: { recordsUrl: 'https://records.example/v1' } });
    const without = await discover(platform().fetch as unknown as typeof fetch, storage);
    expect(without).toMatchObject({ ok: true, fromStorage: false, urls: { recordsUrl: null } });
    expect(storage.getItem(STORAGE_KEYS.recordsUrl)).toBeNull();
  });

  it('uses the stored URLs after a reload with the same config.json, and asks again when it changes', async () => {
    const storage = memoryStorage();
    await discover(platform().fetch as unknown as typeof fetch, storage);
    const again = platform();
    const reload = await discover(again.fetch as unknown as typeof fetch, storage);
    expect(reload).toMatchObject({ ok: true, fromStorage: true, urls: { platformUrl: API } });
    expect(again.calls).toHaveLength(1);
    const moved = platform({ config: () => jsonResponse({ platformUrl: 'https://other.example' }) });
    const changed = await discover(moved.fetch as unknown as typeof fetch, storage);
    expect(changed).toMatchObject({
      ok: true,
      fromStorage: false,
      urls: { loginUrl: 'https://other.example' },
    });
    expect(moved.calls.map((call) => call.url)[1]).toBe('https://other.example/rest/serverinfo');
  });

  it('takes the page origin for every address config.json leaves out, and for a missing config.json', async () => {
    const { fetch, calls } = platform({ config: () => jsonResponse({}, 404) });
    const result = await discover(fetch as unknown as typeof globalThis.fetch);
    expect(result).toMatchObject({ ok: true, urls: { loginUrl: PAGE } });
    expect(calls[1].url).toBe(`${PAGE}/rest/serverinfo`);
    expect(calls[2].url.startsWith(`${PAGE}/auth/dcSettings?`)).toBe(true);
  });

  it('takes a page served in place of config.json (a single-page fallback) as no config.json', async () => {
    const page = () =>
      new Response('<!doctype html><html></html>', {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    const { fetch, calls } = platform({ config: page });
    const result = await discover(fetch as unknown as typeof globalThis.fetch);
    expect(result).toMatchObject({ ok: true, urls: { loginUrl: PAGE } });
    expect(calls[1].url).toBe(`${PAGE}/rest/serverinfo`);
  });

  it.each([
    ['config.json unreadable', { config: () => new Response('{"platformUrl": ', { status: 200 }) }, 'config'],
    ['config.json naming no URL', { config: () => jsonResponse({ platformUrl: 'ftp://x' }) }, 'config'],
    ['config.json answering 500', { config: () => jsonResponse({}, 500) }, 'config'],
    ['the platform unreachable', { serverinfo: () => 'network' as const }, 'platform'],
    ['serverinfo failing', { serverinfo: () => jsonResponse({ message: 'down' }, 503) }, 'serverinfo'],
    ['serverinfo without apiUrl', { serverinfo: () => jsonResponse({}) }, 'serverinfo'],
    [
      'dcSettings refusing',
      { dcSettings: () => jsonResponse({ success: false, error: { code: 1 } }) },
      'deviceControl',
    ],
    ['the device-control backend unreachable', { dcSettings: () => 'network' as const }, 'deviceControl'],
  ] as [string, Answers, string][])(
    'names the step when %s, and stores nothing',
    async (_name, answers, step) => {
      const storage = memoryStorage();
      await discover(platform().fetch as unknown as typeof fetch, storage);
      storage.setItem(STORAGE_KEYS.platformSource, 'an older configuration');
      const result = await discover(platform(answers).fetch as unknown as typeof fetch, storage);
      expect(result).toMatchObject({ ok: false, failure: { step } });
      expect(storage.length).toBe(0);
    },
  );

  it('gives up on a platform that never answers', async () => {
    const { fetch } = platform({ serverinfo: () => 'hang' });
    const result = await discoverPlatform({
      fetch: fetch as unknown as typeof globalThis.fetch,
      storage: memoryStorage(),
      pageOrigin: PAGE,
      configUrl: `${PAGE}/config.json`,
      defaults: {},
      timeoutMs: 20,
    });
    expect(result).toMatchObject({
      ok: false,
      failure: { step: 'platform', url: `${PLATFORM}/rest/serverinfo` },
    });
  });
});

describe('parseRuntimeConfig', () => {
  it('keeps the three http(s) addresses without a trailing slash and ignores other fields', () => {
    expect(parseRuntimeConfig('{"platformUrl":"https://p.example/","loginUrl":null,"note":"x"}')).toEqual({
      platformUrl: 'https://p.example',
    });
    expect(parseRuntimeConfig('[]')).toBeNull();
    expect(parseRuntimeConfig('{"deviceControlUrl":"javascript:alert(1)"}')).toBeNull();
  });
});
