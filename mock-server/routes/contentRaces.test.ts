import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../src/domain/content/contentModel';
import { readStoredData } from '../db/store';
import { formClient, formOf } from '../test/formClient';
import { mockServers } from '../test/harness';
import { everythingBut, statusCounts, together } from '../test/races';

const { start } = mockServers();

/** A few MB, so that writing and removing the file takes long enough for requests to overlap. */
const video = () => new Blob([new Uint8Array(4 * 1024 * 1024)], { type: 'video/mp4' });

const videoItem = () =>
  formOf([
    ['name', 'Welcome film'],
    ['type', 'VID'],
    ['defaultLanguage', 'en'],
    ['languages[]', 'en'],
    ['labels[]', 'Film'],
    ['resources[]', video(), 'film.mp4'],
  ]);

describe('content items written at the same moment', () => {
  it('two deletes of an item with a file remove that item once and no other record of any tenant', async () => {
    const mock = await start();
    const send = await formClient(mock, 'contributor');
    const item = (await send<ContentItem>('POST', '/rest/v2/customcontents', videoItem())).body;
    const target = { collection: 'contentItems', id: item.id } as const;
    const before = everythingBut(mock.store.data, [target]);
    const file = join(dirname(mock.store.file), 'content', 'acme', `${item.id}-en.mp4`);
    expect(existsSync(file)).toBe(true);

    const answers = await together(2, () => send('DELETE', `/rest/v2/customcontents/${item.id}`));

    expect(statusCounts(answers)).toEqual({ 200: 1, 404: 1 });
    expect(everythingBut(mock.store.data, [target])).toBe(before);
    expect(mock.store.data.contentItems.some((record) => record.id === item.id)).toBe(false);
    expect(existsSync(file)).toBe(false);
    await mock.store.flush();
    expect(everythingBut(await readStoredData(mock.store.file), [target])).toBe(before);
  });
});
