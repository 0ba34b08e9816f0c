import { describe, expect, it } from 'vitest';
import type { ContentRule } from '../../../src/domain/content/ruleModel';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';

const { start } = mockServers();

const RULE = {
  id: null,
  name: 'Lobby intranet',
  app: 'FD',
  contentId: 'content-acme-intranet',
  contentType: 'URL',
  viewAs: 'ACTION_TILE',
  when: 'APP_OPEN',
  locations: ['loc-acme-0', 'loc-acme-1'],
  users: 'admin, contributor',
  minDuration: 15,
  description: 'Shown in the lobby',
};

async function session(username = 'contentadmin') {
  const mock = await start();
  const token = await signIn(mock.url, username);
  const send = <T>(method: string, path: string, body?: unknown) =>
    call<T>(mock.url, path, { method, token, body });
  return { mock, send };
}

describe('content rules', () => {
  it('lists the seeded rules and creates, updates and deletes one, lists sent comma-joined', async () => {
    const { send } = await session();
    const seeded = await send<OkBody<ContentRule[]>>('GET', '/customcontent/rules');
    expect(seeded.body.result.length).toBeGreaterThanOrEqual(5);
    const created = await send<OkBody<ContentRule>>('POST', '/customcontent/rule', RULE);
    expect(created.status).toBe(200);
    const rule = created.body.result;
    expect(rule).toMatchObject({
      locations: 'loc-acme-0,loc-acme-1',
      users: 'admin,contributor',
      minDuration: 15,
    });
    const updated = await send<OkBody<ContentRule>>('PUT', '/customcontent/rule', {
      ...rule,
      viewAs: 'MENU_TILE',
    });
    expect(updated.body.result.viewAs).toBe('MENU_TILE');
    const stale = await send<ErrorBody>('PUT', '/customcontent/rule', {
      ...rule,
      viewAs: 'HOME_SCREEN_CARD',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe(80001);
    expect((await send('DELETE', `/customcontent/rule?ruleid=${rule.id}`)).status).toBe(200);
    expect((await send('DELETE', `/customcontent/rule?ruleid=${rule.id}`)).status).toBe(404);
  });

  it('answers 80004 for a name the tenant already uses, whatever the case', async () => {
    const { send } = await session();
    const duplicate = await send<ErrorBody>('POST', '/customcontent/rule', {
      ...RULE,
      name: ' intranet TILE ',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe(80004);
  });

  it('refuses unknown enumerations and content, with a 400 envelope', async () => {
    const { send } = await session();
    for (const change of [
      { app: 'XX' },
      { viewAs: 'BANNER' },
      { when: 'NEVER' },
      { minDuration: -1 },
      { contentType: '' },
      { contentType: 'PDF' },
      { contentType: null },
    ]) {
      const answer = await send<ErrorBody>('POST', '/customcontent/rule', { ...RULE, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error.code).toBe(10400);
    }
    const unknown = await send<ErrorBody>('POST', '/customcontent/rule', {
      ...RULE,
      contentId: 'content-globex-news',
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses a content type that is other than the item type, lists of anything but strings, and look-alike names', async () => {
    const { send } = await session();
    for (const change of [{ contentType: 'IMG' }, { users: [{ name: 'x' }, 'y'] }, { locations: [1, 2] }]) {
      const answer = await send<ErrorBody>('POST', '/customcontent/rule', { ...RULE, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error.code).toBe(10400);
    }
    for (const name of ['Intranet  tile', 'Intra\u200Bnet tile', '\uFF29ntranet tile']) {
      const answer = await send<ErrorBody>('POST', '/customcontent/rule', { ...RULE, name });
      expect(answer.status, name).toBe(409);
      expect(answer.body.error.code).toBe(80004);
    }
  });

  it('deletes library files only with content.edit, and never the file of an item default language', async () => {
    const { mock, send } = await session();
    const contributor = await signIn(mock.url, 'contributor');
    const form = new FormData();
    for (const [name, value] of [
      ['name', 'Poster'],
      ['type', 'IMG'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', 'x'],
    ])
      form.append(name, value);
    form.append('resources[]', new Blob([Buffer.from('GIF89a')]), 'poster.gif');
    const created = await fetch(`${mock.url}/rest/v2/customcontents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${contributor}` },
      body: form,
    });
    const item = (await created.json()) as { id: string };
    const path = `/customcontent/file?fileName=${item.id}-en.gif`;
    const byAdmin = await send<ErrorBody>('DELETE', path);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.code).toBe(10403);
    const named = await call<ErrorBody>(mock.url, path, { method: 'DELETE', token: contributor });
    expect(named.status).toBe(409);
    expect(named.body.error.message).toMatch(/Poster/);
    const kept = await fetch(`${mock.url}${path}`, { headers: { authorization: `Bearer ${contributor}` } });
    expect(kept.status).toBe(200);
  });

  it('deletes every rule of an item and marks an item changed', async () => {
    const { send } = await session();
    const before = await send<OkBody<ContentRule[]>>(
      'GET',
      '/customcontent/rules?contentid=content-acme-canteen',
    );
    expect(before.body.result.length).toBe(1);
    const removed = await send<OkBody<{ deleted: number }>>(
      'DELETE',
      '/customcontent/contentrule?contentid=content-acme-canteen',
    );
    expect(removed.body.result.deleted).toBe(1);
    const marked = await send<OkBody<{ lastModified: string }>>(
      'POST',
      '/customcontent/lastmodified?contentid=content-acme-canteen',
    );
    expect(typeof marked.body.result.lastModified).toBe('string');
  });

  it('writes rules only with contentrules.edit; others get 403, never a session code', async () => {
    const contributor = await session('contributor');
    expect((await contributor.send('GET', '/customcontent/rules')).status).toBe(200);
    const write = await contributor.send<ErrorBody>('POST', '/customcontent/rule', RULE);
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe(10403);
    const viewer = await session('viewer');
    expect((await viewer.send<ErrorBody>('GET', '/customcontent/rules')).body.error.code).toBe(10403);
    const admin = await session('contentadmin');
    expect((await admin.send('GET', '/tenant/locations')).status).toBe(200);
    expect((await admin.send('GET', '/tenant/users?search=acme-u000')).status).toBe(200);
    expect((await admin.send<ErrorBody>('GET', '/tenant/users?search=acm')).body.error.code).toBe(12403);
    expect((await contributor.send<ErrorBody>('GET', '/tenant/users?search=acme')).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const { mock, send } = await session();
    const token = await signIn(mock.url, 'globex-admin');
    const globex = await call<OkBody<ContentRule[]>>(mock.url, '/customcontent/rules', { token });
    expect(globex.body.result).toEqual([]);
    const foreign = await call<ErrorBody>(mock.url, '/customcontent/rule?ruleid=rule-acme-1', {
      method: 'DELETE',
      token,
    });
    expect(foreign.status).toBe(404);
    expect((await send<OkBody<ContentRule[]>>('GET', '/customcontent/rules')).body.result.length).toBe(5);
  });

  it('checks URLs for websites and videos with 60002', async () => {
    const { send } = await session();
    expect(
      (await send<OkBody<boolean>>('GET', '/customcontent/validateURL?type=URL&url=https://a.example/')).body
        .result,
    ).toBe(true);
    const notVideo = await send<ErrorBody>(
      'GET',
      '/customcontent/validateURL?type=VID&url=https://a.example/page',
    );
    expect(notVideo.body.error.code).toBe(60002);
    const script = await send<ErrorBody>(
      'GET',
      `/customcontent/validateURL?type=URL&url=${encodeURIComponent('javascript:alert(1)')}`,
    );
    expect(script.body.error.code).toBe(60002);
  });

  it('refuses file names that try to leave the content folder', async () => {
    const { send } = await session('contributor');
    for (const name of [
      '../db.json',
      '..%2Fdb.json',
      '%2e%2e%2fdb.json',
      '/etc/passwd',
      'a/b.png',
      'a\\b.png',
      '..',
      '.hidden',
      'C:evil',
      '%252e%252e%252fdb.json',
    ]) {
      const answer = await send<ErrorBody>('GET', `/customcontent/file?fileName=${encodeURIComponent(name)}`);
      expect(answer.status, name).toBe(400);
      expect(answer.body.success).toBe(false);
      const raw = await send<ErrorBody>('GET', `/customcontent/file?fileName=${name}`);
      expect(raw.status, `raw ${name}`).toBe(400);
      expect(
        (await send<ErrorBody>('DELETE', `/customcontent/file?fileName=${encodeURIComponent(name)}`)).status,
      ).toBe(400);
    }
    const many = await send<ErrorBody>('GET', '/customcontent/files?fileNames=ok.png,../db.json');
    expect(many.status).toBe(400);
    const missing = await send<OkBody<{ found: boolean }[]>>(
      'GET',
      '/customcontent/files?fileNames=none.png',
    );
    expect(missing.body.result).toEqual([expect.objectContaining({ fileName: 'none.png', found: false })]);
  });
});
