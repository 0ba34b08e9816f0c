import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import { mockServers, type ErrorBody } from '../../test/harness';
import { contentSessions, itemForm } from '../../test/contentItems';

const { start } = mockServers();
const session = contentSessions(start);

describe('content library: updating an item', () => {
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
});
