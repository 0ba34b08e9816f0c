import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';

const { start } = mockServers();

const form = (entries: [string, string | Blob, string?][]) => {
  const body = new FormData();
  for (const [name, value, filename] of entries) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, filename);
  }
  return body;
};

async function session(username = 'contributor') {
  const mock = await start();
  const token = await signIn(mock.url, username);
  const send = async <T>(method: string, path: string, body?: FormData) => {
    const answer = await fetch(`${mock.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
  return { mock, send };
}

const legacyPut = (id: string, modifiedDate: string) =>
  `/customcontent?contentId=${encodeURIComponent(id)}&modifiedDate=${encodeURIComponent(modifiedDate)}`;

describe('the legacy PUT /customcontent', () => {
  it('replaces the whole item at once: kept, changed and removed languages, name and default', async () => {
    const { mock, send } = await session();
    const video = new Blob([Buffer.from('ftypmp42')], { type: 'video/mp4' });
    const created = await send<ContentItem>(
      'POST',
      '/rest/v2/customcontents',
      form([
        ['name', 'Welcome'],
        ['type', 'VID'],
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'Welcome'],
        ['resources[]', video, 'welcome.mp4'],
        ['languages[]', 'fr'],
        ['labels[]', 'Bienvenue'],
        ['resources[]', video, 'bienvenue.mp4'],
      ]),
    );
    const item = created.body;
    const replaced = await send<OkBody<ContentItem>>(
      'PUT',
      legacyPut(item.id, item.modifiedDate),
      form([
        ['name', 'Welcome tour'],
        ['defaultLanguage', 'de'],
        ['languages[]', 'en'],
        ['labels[]', 'Welcome!'],
        ['resources[]', ''],
        ['languages[]', 'de'],
        ['labels[]', 'Willkommen'],
        ['resources[]', 'https://media.example/willkommen.mp4'],
      ]),
    );
    expect(replaced.status).toBe(200);
    const after = replaced.body.result;
    expect(after).toMatchObject({ name: 'Welcome tour', defaultLanguage: 'de' });
    expect(after.resources.en).toMatchObject({ label: 'Welcome!', fileName: `${item.id}-en.mp4` });
    expect(after.resources.de?.resourceUrl).toBe('https://media.example/willkommen.mp4');
    expect(after.resources.fr).toBeUndefined();
    const folder = join(dirname(mock.store.file), 'content', 'acme');
    expect(existsSync(join(folder, `${item.id}-en.mp4`))).toBe(true);
    expect(existsSync(join(folder, `${item.id}-fr.mp4`))).toBe(false);

    const stale = await send<ErrorBody>(
      'PUT',
      legacyPut(item.id, item.modifiedDate),
      form([
        ['defaultLanguage', 'en'],
        ['languages[]', 'en'],
        ['labels[]', 'Mine'],
        ['resources[]', ''],
      ]),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe(80001);

    const other = new Blob([Buffer.from('other video')], { type: 'video/mp4' });
    const refused = await send<ErrorBody>(
      'PUT',
      legacyPut(item.id, after.modifiedDate),
      form([
        ['defaultLanguage', 'de'],
        ['languages[]', 'en'],
        ['labels[]', 'Welcome!'],
        ['resources[]', other, 'other.mp4'],
        ['languages[]', 'de'],
        ['labels[]', 'Willkommen'],
        ['resources[]', 'javascript:alert(1)'],
      ]),
    );
    expect(refused.body.error.code).toBe(60002);
    expect(readFileSync(join(folder, `${item.id}-en.mp4`)).toString()).toBe('ftypmp42');
  });

  it('refuses bad input with envelopes and changes nothing', async () => {
    const { send } = await session();
    const items = await send<ContentItem[]>('GET', '/rest/v2/customcontents?types=URL');
    const item = items.body[0];
    const noDefault = await send<ErrorBody>(
      'PUT',
      legacyPut(item.id, item.modifiedDate),
      form([
        ['defaultLanguage', 'sv'],
        ['languages[]', 'en'],
        ['labels[]', 'x'],
        ['resources[]', ''],
      ]),
    );
    expect(noDefault.status).toBe(400);
    const badUrl = await send<ErrorBody>(
      'PUT',
      legacyPut(item.id, item.modifiedDate),
      form([
        ['defaultLanguage', item.defaultLanguage],
        ['languages[]', item.defaultLanguage],
        ['labels[]', 'x'],
        ['resources[]', 'javascript:alert(1)'],
      ]),
    );
    expect(badUrl.body.error.code).toBe(60002);
    expect(
      (await send<ErrorBody>('PUT', '/customcontent?contentId=nope&modifiedDate=x', form([]))).status,
    ).toBe(404);
    expect((await send<ErrorBody>('PUT', `/customcontent?contentId=${item.id}`, form([]))).status).toBe(400);
    const again = await send<ContentItem>('GET', `/rest/v2/customcontents/${item.id}`);
    expect(again.body).toEqual(item);
    const admin = await session('contentadmin');
    const denied = await admin.send<ErrorBody>('PUT', legacyPut(item.id, item.modifiedDate), form([]));
    expect(denied.body.error.code).toBe(10403);
  });
});
