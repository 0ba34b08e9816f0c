import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { call, mockServers, signIn, type ErrorBody } from '../../test/harness';
import { contentSessions, imageItem } from '../../test/contentItems';

const { start } = mockServers();
const session = contentSessions(start);

describe('content library: who may read and write', () => {
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
