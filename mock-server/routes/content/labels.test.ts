import { describe, expect, it } from 'vitest';
import { CONTENT_NAME_MAX, type ContentItem } from '../../../src/domain/content/contentModel';
import { mockServers, type ErrorBody, type OkBody } from '../../test/harness';
import { contentSessions, itemForm } from '../../test/contentItems';

const { start } = mockServers();
const session = contentSessions(start);

/** The longest label taken, one character more, and the size a hostile client sent. */
const LONGEST = 'L'.repeat(CONTENT_NAME_MAX);
const TOO_LONG = [`${LONGEST}x`, 'x'.repeat(512_000)];
const ITEM = 'content-acme-intranet';
const legacyPut = (item: ContentItem) =>
  `/customcontent?contentId=${item.id}&modifiedDate=${encodeURIComponent(item.modifiedDate)}`;

/** Every route that stores a label, as a form around the label it is given. */
const routes = (item: ContentItem) => {
  const lang = item.defaultLanguage;
  const own = (entries: [string, string][]) => itemForm([['id', item.id], ['lang', lang], ...entries]);
  return [
    {
      what: 'create (labels[])',
      method: 'POST',
      path: '/rest/v2/customcontents',
      form: (label: string) =>
        itemForm([
          ['name', 'Labelled'],
          ['type', 'URL'],
          ['defaultLanguage', 'en'],
          ['languages[]', 'en'],
          ['labels[]', label],
          ['resources[]', 'https://intranet.acme.example/'],
        ]),
    },
    {
      what: 'per-language PATCH, label only',
      method: 'PATCH',
      path: `/rest/v2/customcontents/${item.id}/${lang}`,
      form: (label: string) => own([['label', label]]),
    },
    {
      what: 'per-language PATCH with a resource',
      method: 'PATCH',
      path: `/rest/v2/customcontents/${item.id}/${lang}`,
      form: (label: string) =>
        own([
          ['label', label],
          ['resource', 'https://intranet.acme.example/new/'],
        ]),
    },
    {
      what: 'per-language POST',
      method: 'POST',
      path: `/rest/v2/customcontents/${item.id}/sv`,
      form: (label: string) =>
        itemForm([
          ['id', item.id],
          ['lang', 'sv'],
          ['label', label],
          ['resource', 'https://intranet.acme.example/sv/'],
        ]),
    },
    ...(
      [
        ['keeping the resource', ''],
        ['with a new resource', 'https://intranet.acme.example/put/'],
      ] as const
    ).map(([how, resource]) => ({
      what: `legacy PUT ${how} (labels[])`,
      method: 'PUT',
      path: legacyPut(item),
      form: (label: string) =>
        itemForm([
          ['defaultLanguage', lang],
          ['languages[]', lang],
          ['labels[]', label],
          ['resources[]', resource],
        ]),
    })),
  ];
};

describe(`a content label holds at most ${CONTENT_NAME_MAX} characters on every route`, () => {
  it('refuses a longer label with an envelope error and changes nothing', async () => {
    const { send } = await session();
    const read = async () => (await send<ContentItem>('GET', `/rest/v2/customcontents/${ITEM}`)).body;
    const before = await read();
    const count = (await send<ContentItem[]>('GET', '/rest/v2/customcontents')).body.length;
    for (const route of routes(before)) {
      for (const label of TOO_LONG) {
        const refused = await send<ErrorBody>(route.method, route.path, route.form(label));
        expect(refused.status, route.what).toBe(400);
        expect(refused.body.success, route.what).toBe(false);
        expect(refused.body.error.message, route.what).toContain(`${CONTENT_NAME_MAX} characters`);
      }
    }
    expect(await read()).toEqual(before);
    expect((await send<ContentItem[]>('GET', '/rest/v2/customcontents')).body).toHaveLength(count);
  });

  it('takes a label of exactly the limit on every route', async () => {
    const { send } = await session();
    for (const index of routes({ id: ITEM } as ContentItem).keys()) {
      const item = (await send<ContentItem>('GET', `/rest/v2/customcontents/${ITEM}`)).body;
      const route = routes(item)[index];
      const taken = await send<ContentItem | OkBody<ContentItem>>(
        route.method,
        route.path,
        route.form(LONGEST),
      );
      expect(taken.status, route.what).toBe(200);
      const stored = 'result' in taken.body ? taken.body.result : taken.body;
      const labels = Object.values(stored.resources).map((resource) => resource?.label);
      expect(labels, route.what).toContain(LONGEST);
      if (route.what.startsWith('per-language POST')) {
        await send('DELETE', `/rest/v2/customcontents/${ITEM}/sv`);
      }
    }
  });
});
