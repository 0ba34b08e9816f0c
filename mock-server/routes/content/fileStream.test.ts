import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { contentSessions, imageItem, PNG } from '../../test/contentItems';
import { mockServers } from '../../test/harness';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});

const { start } = mockServers();
const session = contentSessions(() => start());

describe('a library file download', () => {
  it('streams the file from disk and never reads it whole', async () => {
    const { mock, token, send } = await session();
    const created = await send<ContentItem>('POST', '/rest/v2/customcontents', imageItem());
    const fileName = String(created.body.resources.en?.fileName);
    vi.mocked(readFile).mockClear();
    const file = await fetch(`${mock.url}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    expect(vi.mocked(readFile)).not.toHaveBeenCalled();
  });

  it('answers 404 in the envelope when the named file is gone from disk', async () => {
    const { mock, token, send } = await session();
    const created = await send<ContentItem>('POST', '/rest/v2/customcontents', imageItem());
    const fileName = String(created.body.resources.en?.fileName);
    const { rm } = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
    await rm(join(dirname(mock.store.file), 'content', 'acme', fileName));
    const file = await fetch(`${mock.url}/customcontent/file?fileName=${fileName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(404);
    expect(((await file.json()) as { error: { code: number } }).error.code).toBe(10404);
  });
});
