import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../src/domain/content/contentModel';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** A contributor's session with one image item whose English file is an SVG. */
async function withSvgItem() {
  const mock = await start();
  const token = await signIn(mock.url, 'contributor');
  const form = new FormData();
  for (const [name, value] of [
    ['name', 'Floor plan'],
    ['type', 'IMG'],
    ['defaultLanguage', 'en'],
    ['languages[]', 'en'],
    ['labels[]', 'Plan'],
  ])
    form.append(name, value);
  form.append('resources[]', new Blob([SVG], { type: 'image/svg+xml' }), 'plan.svg');
  const created = await fetch(`${mock.url}/rest/v2/customcontents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const item = (await created.json()) as ContentItem;
  const send = <T>(method: string, path: string) => call<T>(mock.url, path, { method, token });
  return { mock, token, item, fileName: String(item.resources.en?.fileName), send };
}

describe('content library files', () => {
  it('serves an item file as a sandboxed attachment under its stored name', async () => {
    const { mock, token, fileName } = await withSvgItem();
    const answer = await fetch(`${mock.url}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await answer.text()).toBe(SVG);
  });

  it('refuses a name that is no file of an item, an unknown item and traversals, and removes nothing', async () => {
    const { item, fileName, send } = await withSvgItem();
    const refusals: [string, number][] = [
      [`${item.id}-fr.svg`, 10404],
      [`${item.id}-en.png`, 10404],
      ['content-unknown-en.png', 10404],
      ['../db.json', 10400],
      [encodeURIComponent(`../${fileName}`), 10400],
      ['%2e%2e%2f' + fileName, 10400],
      ['%252e%252e%252f' + fileName, 10400],
    ];
    for (const [name, code] of refusals) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await send<ErrorBody>(method, `/customcontent/file?fileName=${name}`);
        expect(answer.body.error.code, `${method} ${name}`).toBe(code);
        expect(answer.headers.get('content-type')).toMatch(/json/);
      }
    }
    const listed = await send<OkBody<{ fileName: string; found: boolean }[]>>(
      'GET',
      `/customcontent/files?fileNames=${fileName},content-unknown-en.png`,
    );
    expect(listed.body.result.map((file) => file.found)).toEqual([true, false]);
  });

  it('removes a file once when two ask at the same moment, and then lists it as not found', async () => {
    const { fileName, send } = await withSvgItem();
    const answers = await Promise.all([
      send<ErrorBody>('DELETE', `/customcontent/file?fileName=${fileName}`),
      send<ErrorBody>('DELETE', `/customcontent/file?fileName=${fileName}`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const listed = await send<OkBody<{ found: boolean }[]>>(
      'GET',
      `/customcontent/files?fileNames=${fileName}`,
    );
    expect(listed.body.result[0]?.found).toBe(false);
    const gone = await send<ErrorBody>('GET', `/customcontent/file?fileName=${fileName}`);
    expect(gone.body.error.code).toBe(10404);
  });
});
