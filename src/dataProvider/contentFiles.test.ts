import { describe, expect, it, vi } from 'vitest';
import { createContentFilesApi, dispositionName } from './contentFiles';
import { createHttpClient, type FetchFunction } from './httpClient';

const urls = { platform: () => 'http://platform.test', dc: () => 'http://dc.test' };

const apiAnswering = (answer: FetchFunction) => {
  const fetch = vi.fn(answer);
  return { api: createContentFilesApi(createHttpClient({ fetch, getToken: () => 'token-1' }), urls), fetch };
};

describe('the files of the content library', () => {
  it('reads the name of a Content-Disposition, quoted or not, never a path', () => {
    expect(dispositionName('attachment; filename="c1-en.png"')).toBe('c1-en.png');
    expect(dispositionName('attachment; filename=c1-en.pdf; size=3')).toBe('c1-en.pdf');
    expect(dispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionName('inline')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });

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
});
