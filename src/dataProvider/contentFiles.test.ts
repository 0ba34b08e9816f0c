import { describe, expect, it, vi } from 'vitest';
import { createContentFilesApi } from './contentFiles';
import { createHttpClient, type FetchFunction } from './httpClient';

const urls = { platform: () => 'http://platform.test', dc: () => 'http://dc.test' };

const apiAnswering = (answer: FetchFunction) => {
  const fetch = vi.fn(answer);
  return { api: createContentFilesApi(createHttpClient({ fetch, getToken: () => 'token-1' }), urls), fetch };
};

describe('the files of the content library', () => {
  it('fetches a file with the token, named by the backend and typed', async () => {
    const { api, fetch } = apiAnswering(
      async () =>
        new Response(new Blob(['png'], { type: 'image/png' }), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="c1-en.png"' },
        }),
    );
    const file = await api.contentFile('c1-en.png');
    expect(file.name).toBe('c1-en.png');
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('png');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://dc.test/customcontent/file?fileName=c1-en.png');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('asks the states of several files in one call and none for no file', async () => {
    const { api, fetch } = apiAnswering(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            result: [{ fileName: 'a.png', found: true, size: 3, contentType: 'image/png' }],
          }),
        ),
    );
    expect(await api.contentFileStates([])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect((await api.contentFileStates(['a.png', 'b.pdf']))[0]?.found).toBe(true);
    expect(decodeURIComponent(String(fetch.mock.calls[0][0]))).toBe(
      'http://dc.test/customcontent/files?fileNames=a.png,b.pdf',
    );
  });

  it('removes a file with DELETE and passes on the envelope error of a refusal', async () => {
    const { api, fetch } = apiAnswering(
      async () =>
        new Response(JSON.stringify({ success: false, error: { code: 10404, message: 'no such file' } }), {
          status: 404,
        }),
    );
    await expect(api.removeContentFile('x.png')).rejects.toMatchObject({ code: 10404 });
    expect(fetch.mock.calls[0][1].method).toBe('DELETE');
  });

  it('replaces one language file with PATCH of that language, naming item and language in the form', async () => {
    const stored = { id: 'c 1', name: 'Poster', modifiedDate: '2026-01-02T00:00:00.000Z' };
    const { fetch } = apiAnswering(async () => new Response(JSON.stringify(stored)));
    const changed = vi.fn();
    const api = createContentFilesApi(createHttpClient({ fetch, getToken: () => 'token-1' }), urls, changed);
    const item = {
      id: 'c 1',
      name: 'Poster',
      iconUrl: null,
      type: 'IMG' as const,
      defaultLanguage: 'en' as const,
      modifiedDate: '2026-01-01T00:00:00.000Z',
      resources: { fr: { label: 'Affiche', resourceUrl: 'file:c1-fr.png', modificationDate: '' } },
    };
    const file = new File(['png'], 'Affiche été.png', { type: 'image/png' });
    expect(await api.replaceLanguageFile(item, 'fr', file)).toEqual(stored);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://platform.test/rest/v2/customcontents/c%201/fr');
    expect(init.method).toBe('PATCH');
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['id', 'lang', 'label', 'resource', 'modifiedDate']);
    expect(form.get('id')).toBe('c 1');
    expect(form.get('lang')).toBe('fr');
    expect(form.get('label')).toBe('Affiche');
    expect((form.get('resource') as File).name).toBe('Affiche été.png');
    expect(form.get('modifiedDate')).toBe('2026-01-01T00:00:00.000Z');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
