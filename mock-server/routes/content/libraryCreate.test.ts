import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { mockServers, signIn, type ErrorBody } from '../../test/harness';
import { contentSessions, PNG, itemForm, imageItem } from '../../test/contentItems';

const { start } = mockServers();
const session = contentSessions(start);

describe('content library: listing and creating items', () => {
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
});
