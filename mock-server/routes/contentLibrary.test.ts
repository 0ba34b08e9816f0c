import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../src/domain/content/contentModel';
import { call, mockServers, signIn, type ErrorBody } from '../test/harness';

const { start } = mockServers();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function session(username = 'contributor') {
  const mock = await start();
  const token = await signIn(mock.url, username);
  const send = async <T>(method: string, path: string, form?: FormData) => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return { mock, token, send };
}

const itemForm = (entries: [string, string | Blob, string?][]) => {
  const form = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  return form;
};

const imageItem = () =>
  itemForm([
    ['name', 'Lobby poster'],
    ['type', 'IMG'],
    ['defaultLanguage', 'en'],
    ['icon', new Blob([PNG], { type: 'image/png' }), 'icon.png'],
    ['languages[]', 'en'],
    ['labels[]', 'Poster'],
    ['resources[]', new Blob([PNG], { type: 'image/png' }), 'poster.png'],
    ['languages[]', 'fr'],
    ['labels[]', 'Affiche'],
    ['resources[]', 'https://media.example/affiche.png'],
  ]);

describe('content library', () => {
  it('lists the seeded items of the tenant, filtered by type, with every type present', async () => {
    const { send } = await session();
    const all = await send<ContentItem[]>('GET', '/rest/v2/customcontents');
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((item) => item.type))).toEqual(new Set(['URL', 'DOC', 'VID', 'IMG', 'HTML']));
    expect(all.body.some((item) => Object.keys(item.resources).length >= 3)).toBe(true);
    expect(all.body.every((item) => item.id.startsWith('content-acme'))).toBe(true);
    const some = await send<ContentItem[]>('GET', '/rest/v2/customcontents?types=HTML,VID');
    expect(new Set(some.body.map((item) => item.type))).toEqual(new Set(['HTML', 'VID']));
  });

  it('creates an item with a file and a URL, stores the file under the tenant folder and serves it', async () => {
    const { mock, send } = await session();
    const created = await send<ContentItem>('POST', '/rest/v2/customcontents', imageItem());
    expect(created.status).toBe(200);
    const item = created.body;
    expect(item.iconUrl).toMatch(/^data:image\/png;base64,/);
    expect(item.resources.en).toMatchObject({ label: 'Poster', fileName: `${item.id}-en.png` });
    expect(item.resources.fr).toMatchObject({
      label: 'Affiche',
      resourceUrl: 'https://media.example/affiche.png',
    });
    const onDisk = join(dirname(mock.store.file), 'content', 'acme', `${item.id}-en.png`);
    expect(existsSync(onDisk)).toBe(true);
    const file = await fetch(`${mock.url}/customcontent/file?fileName=${item.id}-en.png`, {
      headers: { authorization: `Bearer ${await signIn(mock.url, 'contributor')}` },
    });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const removed = await send<{ id: string }>('DELETE', `/rest/v2/customcontents/${item.id}`);
    expect(removed.body).toEqual({ id: item.id });
    expect(existsSync(onDisk)).toBe(false);
    expect((await send<ErrorBody>('GET', `/rest/v2/customcontents/${item.id}`)).status).toBe(404);
  });

  it('refuses a bad URL with 60002, a wrong extension, and a default language without a resource', async () => {
    const { send } = await session();
    const badUrl = await send<ErrorBody>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'x'],
        ['type', 'URL'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', 'javascript:alert(1)'],
      ]),
    );
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.code).toBe(60002);
    const wrongFile = await send<ErrorBody>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'x'],
        ['type', 'IMG'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', new Blob(['MZ']), 'setup.exe'],
      ]),
    );
    expect(wrongFile.status).toBe(400);
    expect(wrongFile.body.error.message).toMatch(/setup\.exe/);
    const noDefault = await send<ErrorBody>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'x'],
        ['type', 'URL'],
        ['defaultLanguage', 'de'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', 'https://example.com/'],
      ]),
    );
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.error.message).toMatch(/default language/);
  });

  it('caps the upload size with a 10413 envelope and stays up', async () => {
    const { send } = await session();
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 10)]);
    const answer = await send<ErrorBody>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'Huge'],
        ['type', 'VID'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', big, 'huge.mp4'],
      ]),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, error: { code: 10413 } });
    expect((await send('GET', '/rest/v2/customcontents')).status).toBe(200);
  });

  it('takes a file of exactly 20 MiB, and judges the declared type and language before keeping any file', async () => {
    const { mock, send } = await session();
    const video = (bytes: number) => new Blob([new Uint8Array(bytes)]);
    const exact = await send<ContentItem>(
      'POST',
      '/rest/v2/customcontents',
      itemForm([
        ['name', 'Exact'],
        ['type', 'VID'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', video(20 * 1024 * 1024), 'exact.mp4'],
      ]),
    );
    expect(exact.status).toBe(200);
    const spool = join(dirname(mock.store.file), 'content', '.spool');
    const refusals: [string, [string, string | Blob, string?][]][] = [
      [
        'Unknown language',
        [
          ['type', 'VID'],
          ['languages[]', 'xx'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'Send the type before the files',
        [
          ['languages[]', 'en'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'Send each language before its resource',
        [
          ['type', 'VID'],
          ['resources[]', video(1024), 'a.mp4'],
        ],
      ],
      [
        'is not one of',
        [
          ['type', 'VID'],
          ['languages[]', 'en'],
          ['resources[]', video(1024), 'a.exe'],
        ],
      ],
    ];
    for (const [message, entries] of refusals) {
      const answer = await send<ErrorBody>('POST', '/rest/v2/customcontents', itemForm(entries));
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toContain(message);
    }
    expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
  });

  it('updates with the date it started from, refuses a stale one with 80001, and edits languages', async () => {
    const { send } = await session();
    const item = (await send<ContentItem>('GET', '/rest/v2/customcontents/content-acme-intranet')).body;
    const renamed = await send<ContentItem>(
      'PATCH',
      `/rest/v2/customcontents/${item.id}`,
      itemForm([
        ['name', 'Intranet start'],
        ['modifiedDate', item.modifiedDate],
      ]),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Intranet start');
    expect(renamed.body.modifiedDate > item.modifiedDate).toBe(true);
    const stale = await send<ErrorBody>(
      'PATCH',
      `/rest/v2/customcontents/${item.id}`,
      itemForm([
        ['name', 'Mine'],
        ['modifiedDate', item.modifiedDate],
      ]),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe(80001);

    const languageForm = (entries: [string, string][]) =>
      itemForm([['id', item.id], ['lang', 'es'], ...entries]);
    const added = await send<ContentItem>(
      'POST',
      `/rest/v2/customcontents/${item.id}/es`,
      languageForm([
        ['label', 'Intranet'],
        ['resource', 'https://intranet.acme.example/es/'],
      ]),
    );
    expect(added.body.resources.es?.resourceUrl).toBe('https://intranet.acme.example/es/');
    const relabelled = await send<ContentItem>(
      'PATCH',
      `/rest/v2/customcontents/${item.id}/es`,
      languageForm([['label', 'Portal']]),
    );
    expect(relabelled.body.resources.es).toMatchObject({
      label: 'Portal',
      resourceUrl: 'https://intranet.acme.example/es/',
    });
    // The form names the item and the language the address names, or nothing changes.
    const mismatches: [string, [string, string][], string?, string?][] = [
      ["Send the item's id and the language", [['label', 'No names']]],
      ['names the item "content-other"', [['label', 'Other']], 'content-other'],
      ['names the language "de"', [['label', 'German']], item.id, 'de'],
    ];
    for (const [message, entries, id, lang] of mismatches) {
      const form =
        id === undefined ? itemForm(entries) : itemForm([['id', id], ['lang', lang ?? 'es'], ...entries]);
      const refused = await send<ErrorBody>('PATCH', `/rest/v2/customcontents/${item.id}/es`, form);
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.code).toBe(10400);
      expect(refused.body.error.message).toContain(message);
    }
    const unchanged = await send<ContentItem>('GET', `/rest/v2/customcontents/${item.id}`);
    expect(unchanged.body.resources.es?.label).toBe('Portal');
    const dropped = await send<ContentItem>('DELETE', `/rest/v2/customcontents/${item.id}/es`);
    expect(dropped.body.resources.es).toBeUndefined();
    const keepDefault = await send<ErrorBody>('DELETE', `/rest/v2/customcontents/${item.id}/en`);
    expect(keepDefault.status).toBe(400);
  });

  it('lets a content admin read but not write, and refuses others with 403, never a session code', async () => {
    const admin = await session('contentadmin');
    expect((await admin.send('GET', '/rest/v2/customcontents')).status).toBe(200);
    const write = await admin.send<ErrorBody>('DELETE', '/rest/v2/customcontents/content-acme-intranet');
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe(10403);
    const viewer = await session('viewer');
    const read = await viewer.send<ErrorBody>('GET', '/rest/v2/customcontents');
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe(10403);
  });

  it('keeps tenants apart: another tenant neither lists, reads, changes nor fetches files of acme', async () => {
    const { mock, send } = await session();
    const created = (await send<ContentItem>('POST', '/rest/v2/customcontents', imageItem())).body;
    const token = await signIn(mock.url, 'globex-admin');
    const globex = <T>(method: string, path: string) => call<T>(mock.url, path, { method, token });
    const list = await globex<ContentItem[]>('GET', '/rest/v2/customcontents');
    expect(list.body.map((item) => item.id)).toEqual(['content-globex-news']);
    expect((await globex('GET', `/rest/v2/customcontents/${created.id}`)).status).toBe(404);
    expect((await globex('DELETE', `/rest/v2/customcontents/${created.id}`)).status).toBe(404);
    expect((await globex('GET', `/customcontent/file?fileName=${created.id}-en.png`)).status).toBe(404);
    expect((await send('GET', `/rest/v2/customcontents/${created.id}`)).status).toBe(200);
  });
});
