import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { dispositionName } from '../../../src/domain/content/uploadName';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';

const { start } = mockServers();

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** A contributor's session with one image item whose English (default) and French files are SVGs. */
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
    ['languages[]', 'fr'],
    ['labels[]', 'Carte'],
  ])
    form.append(name, value);
  form.append('resources[]', new Blob([SVG], { type: 'image/svg+xml' }), 'plan.svg');
  form.append('resources[]', new Blob([SVG], { type: 'image/svg+xml' }), 'Carte d’étage "B".svg');
  const created = await fetch(`${mock.url}/rest/v2/customcontents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const item = (await created.json()) as ContentItem;
  const send = <T>(method: string, path: string) => call<T>(mock.url, path, { method, token });
  const fileName = String(item.resources.en?.fileName);
  return { mock, token, item, fileName, french: String(item.resources.fr?.fileName), send };
}

describe('content library files', () => {
  it('serves an item file as a sandboxed attachment under the name it was uploaded with', async () => {
    const { mock, token, item, fileName, french, send } = await withSvgItem();
    expect(item.resources.en).toMatchObject({ fileName, originalName: 'plan.svg' });
    expect(item.resources.fr?.originalName).toBe('Carte d’étage B.svg');
    const answer = await fetch(`${mock.url}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="plan.svg"; filename*=UTF-8''plan.svg`,
    );
    const accented = await fetch(`${mock.url}/customcontent/file?fileName=${french}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dispositionName(accented.headers.get('content-disposition'))).toBe('Carte d’étage B.svg');
    const states = await send<OkBody<{ originalName: string | null }[]>>(
      'GET',
      `/customcontent/files?fileNames=${fileName},${french},content-unknown-en.png`,
    );
    expect(states.body.result.map((state) => state.originalName)).toEqual([
      'plan.svg',
      'Carte d’étage B.svg',
      null,
    ]);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await answer.text()).toBe(SVG);
  });

  it('refuses a name that is no file of an item, an unknown item and traversals, and removes nothing', async () => {
    const { item, fileName, send } = await withSvgItem();
    const refusals: [string, number][] = [
      [`${item.id}-de.svg`, 10404],
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

  it('removes a language file once when two ask at the same moment, and the item then names no file there', async () => {
    const { item, french, send } = await withSvgItem();
    const answers = await Promise.all([
      send<ErrorBody>('DELETE', `/customcontent/file?fileName=${french}`),
      send<ErrorBody>('DELETE', `/customcontent/file?fileName=${french}`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const stored = await send<ContentItem>('GET', `/rest/v2/customcontents/${item.id}`);
    expect(stored.body.resources.fr).toMatchObject({
      label: 'Carte',
      fileName: null,
      originalName: null,
      resourceUrl: null,
    });
    expect(stored.body.resources.en?.fileName).toBe(`${item.id}-en.svg`);
    expect(stored.body.modifiedDate).not.toBe(item.modifiedDate);
    const listed = await send<OkBody<{ found: boolean }[]>>(
      'GET',
      `/customcontent/files?fileNames=${french}`,
    );
    expect(listed.body.result[0]?.found).toBe(false);
    const gone = await send<ErrorBody>('GET', `/customcontent/file?fileName=${french}`);
    expect(gone.body.error.code).toBe(10404);
  });

  it('keeps the file of the default language and says why', async () => {
    const { mock, token, item, fileName, send } = await withSvgItem();
    const kept = await send<ErrorBody>('DELETE', `/customcontent/file?fileName=${fileName}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe(80001);
    expect(kept.body.error.message).toMatch(/default language of "Floor plan"/);
    const stored = await send<ContentItem>('GET', `/rest/v2/customcontents/${item.id}`);
    expect(stored.body).toEqual(item);
    const file = await fetch(`${mock.url}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await file.text()).toBe(SVG);
  });
});
