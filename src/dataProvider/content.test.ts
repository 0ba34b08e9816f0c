import { describe, expect, it, vi } from 'vitest';
import { createContentApi } from './content';
import { createHttpClient, type FetchFunction } from './httpClient';

const urls = { platform: () => 'http://platform.test', dc: () => 'http://dc.test' };

const apiAnswering = (answer: FetchFunction) => {
  const fetch = vi.fn(answer);
  const api = createContentApi(createHttpClient({ fetch, getToken: () => 'token-1' }), urls);
  return { api, fetch };
};

describe('content calls beside the resources', () => {
  it('reads the content type of a URL with HEAD, without the console token', async () => {
    const { api, fetch } = apiAnswering(
      async () => new Response(null, { status: 200, headers: { 'content-type': 'video/mp4' } }),
    );
    await expect(api.contentTypeOf('https://media.example/welcome.mp4')).resolves.toBe('video/mp4');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://media.example/welcome.mp4');
    expect(init.method).toBe('HEAD');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('answers null, quietly, when the browser may not read it or the site refuses', async () => {
    const blocked = apiAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(blocked.api.contentTypeOf('https://elsewhere.example/x')).resolves.toBeNull();
    const missing = apiAnswering(async () => new Response('', { status: 404 }));
    await expect(missing.api.contentTypeOf('https://elsewhere.example/x')).resolves.toBeNull();
  });

  it('downloads through the backend a file named after the URL and typed by x-content-type', async () => {
    const { api, fetch } = apiAnswering(
      async () =>
        new Response('bytes', {
          status: 200,
          headers: { 'x-content-type': 'image/png', 'content-type': 'application/octet-stream' },
        }),
    );
    const file = await api.downloadContent('https://media.example/maps/campus');
    expect(file.name).toBe('campus.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('bytes');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://dc.test/customcontent/download');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ downloadurl: 'https://media.example/maps/campus' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('turns a refused download into the envelope error', async () => {
    const { api } = apiAnswering(
      async () =>
        new Response(JSON.stringify({ success: false, error: { code: 10413, message: 'too large' } }), {
          status: 413,
        }),
    );
    await expect(api.downloadContent('https://media.example/big.mp4')).rejects.toMatchObject({ code: 10413 });
  });
});

describe('the rules of an item', () => {
  it('counts only the rules that show the item, even from a backend that answers every rule', async () => {
    const { api, fetch } = apiAnswering(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            result: [
              { id: 'r1', contentId: 'c1' },
              { id: 'r2', contentId: 'c2' },
              { id: 'r3', contentId: 'c1' },
            ],
          }),
        ),
    );
    expect((await api.contentRulesOf('c1')).map((rule) => rule.id)).toEqual(['r1', 'r3']);
    expect(fetch.mock.calls[0][0]).toBe('http://dc.test/customcontent/rules?contentid=c1');
  });
});

describe('the legacy whole-item save', () => {
  it('sends PUT /customcontent with contentId and modifiedDate and every kept language, in one call', async () => {
    const { api, fetch } = apiAnswering(
      async () => new Response(JSON.stringify({ success: true, result: { id: 'c1', modifiedDate: 'd2' } })),
    );
    const { emptyContentForm } = await import('../domain/content/contentForm');
    const values = emptyContentForm('VID', 'en');
    Object.assign(values, { id: 'c1', name: ' Welcome ', modifiedDate: 'd1' });
    values.languages.en = { ...values.languages.en, enabled: true, label: 'Hi', source: 'file', file: null };
    values.languages.fr = {
      ...values.languages.fr,
      enabled: true,
      label: 'Salut',
      source: 'url',
      url: 'https://media.example/fr.mp4',
    };
    const stored = {
      id: 'c1',
      name: 'Welcome',
      iconUrl: 'data:image/png;base64,x',
      type: 'VID' as const,
      defaultLanguage: 'en' as const,
      modifiedDate: 'd1',
      resources: {},
    };
    await expect(api.replaceContentItem(stored, values)).resolves.toMatchObject({ modifiedDate: 'd2' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://dc.test/customcontent?modifiedDate=d1&contentId=c1');
    expect(init.method).toBe('PUT');
    expect([...(init.body as FormData).entries()]).toEqual([
      ['name', 'Welcome'],
      ['defaultLanguage', 'en'],
      ['icon', ''],
      ['languages[]', 'en'],
      ['labels[]', 'Hi'],
      ['resources[]', ''],
      ['languages[]', 'fr'],
      ['labels[]', 'Salut'],
      ['resources[]', 'https://media.example/fr.mp4'],
    ]);
  });
});
