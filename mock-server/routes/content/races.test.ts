import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../src/domain/content/contentModel';
import type { MockServer } from '../../app';
import { formClient, formOf } from '../../test/formClient';
import { mockServers, type ErrorBody } from '../../test/harness';
import { contentFilesAndNames, everythingBut, statusCounts, together, type Target } from '../../test/races';

const { start } = mockServers();

/** About 1 MB filled with the writer's number, so the file on disk tells which writer it came from. */
const video = (writer: number) => new Blob([new Uint8Array(1024 * 1024).fill(writer)], { type: 'video/mp4' });
const STALE = '2000-01-01T00:00:00.000Z';

const videoItem = () =>
  formOf([
    ['name', 'Welcome film'],
    ['type', 'VID'],
    ['defaultLanguage', 'en'],
    ['languages[]', 'en'],
    ['labels[]', 'Film'],
    ['resources[]', video(255), 'film.mp4'],
  ]);

async function scene() {
  const mock = await start();
  const send = await formClient(mock, 'contributor');
  const item = (await send<ContentItem>('POST', '/rest/v2/customcontents', videoItem())).body;
  const target: Target = { collection: 'contentItems', id: item.id };
  return { mock, send, item, target, before: everythingBut(mock.store.data, [target]) };
}

/** Nothing but the target changed, files and records agree, and a restart finds the same. */
async function expectOnlyTargetChanged(mock: MockServer, target: Target, before: string) {
  expect(everythingBut(mock.store.data, [target])).toBe(before);
  const disk = contentFilesAndNames(mock.store.file, mock.store.data);
  expect(disk.files).toEqual(disk.named);
  const held = JSON.stringify(mock.store.data.contentItems);
  await mock.close();
  const again = await start({ dbFile: mock.store.file });
  expect(everythingBut(again.store.data, [target])).toBe(before);
  expect(JSON.stringify(again.store.data.contentItems)).toBe(held);
}

/** The first byte of the English file the item names now (as first stored when it is gone), null when none. */
const fileByte = (mock: MockServer, item: ContentItem): number | null => {
  const stored = mock.store.data.contentItems.find((record) => record.id === item.id) ?? item;
  const path = join(dirname(mock.store.file), 'content', 'acme', String(stored.resources.en?.fileName));
  return existsSync(path) ? readFileSync(path)[0] : null;
};

type Kind = { writers: number; withFile: boolean; sameDate: boolean; withDelete: boolean };
const matrix: Kind[] = [2, 8].flatMap((writers) =>
  [true, false].flatMap((withFile) =>
    [true, false].flatMap((sameDate) =>
      [false, true].map((withDelete) => ({ writers, withFile, sameDate, withDelete })),
    ),
  ),
);
const named = ({ writers, withFile, sameDate, withDelete }: Kind) =>
  `${writers} writers, ${withFile ? 'with' : 'without'} a file, ${sameDate ? 'one' : 'mixed'} modifiedDate${withDelete ? ', and a delete' : ''}`;

/** One writer's form: its label and (maybe) its file, with the date it started from. */
const writerForm = (
  kind: Kind,
  writer: number,
  modifiedDate: string,
  fields: 'language' | 'legacy',
  itemId: string,
) => {
  const date = kind.sameDate || writer % 2 === 0 ? modifiedDate : STALE;
  const resource: [string, string | Blob, string?] = kind.withFile
    ? [fields === 'language' ? 'resource' : 'resources[]', video(writer), 'film.mp4']
    : [fields === 'language' ? 'resource' : 'resources[]', ''];
  if (fields === 'language') {
    const entries: [string, string | Blob, string?][] = [
      ['id', itemId],
      ['lang', 'en'],
      ['label', `writer ${writer}`],
      ['modifiedDate', date],
    ];
    if (kind.withFile) entries.push(resource);
    return { form: formOf(entries), date };
  }
  return {
    form: formOf([
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', `writer ${writer}`],
      resource,
    ]),
    date,
  };
};

describe('content items written at the same moment', () => {
  it('two deletes of an item with a file remove that item once and no other record of any tenant', async () => {
    const { mock, send, item, target, before } = await scene();
    expect(fileByte(mock, item)).toBe(255);
    const answers = await together(2, () => send('DELETE', `/rest/v2/customcontents/${item.id}`));
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: 1 });
    expect(mock.store.data.contentItems.some((record) => record.id === item.id)).toBe(false);
    expect(fileByte(mock, item)).toBeNull();
    await expectOnlyTargetChanged(mock, target, before);
  });

  it('two removals of a language file at the same moment: one wins, the item names no missing file', async () => {
    const { mock, send, item, target, before } = await scene();
    const added = await send<ContentItem>(
      'POST',
      `/rest/v2/customcontents/${item.id}/fr`,
      formOf([
        ['id', item.id],
        ['lang', 'fr'],
        ['label', 'Film'],
        ['resource', video(7), 'film.mp4'],
      ]),
    );
    const fileName = String(added.body.resources.fr?.fileName);
    const answers = await together(2, () => send('DELETE', `/customcontent/file?fileName=${fileName}`));
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: 1 });
    const stored = mock.store.data.contentItems.find((record) => record.id === item.id);
    expect(stored?.resources.fr).toMatchObject({ label: 'Film', fileName: null, resourceUrl: null });
    expect(stored?.modifiedDate).not.toBe(added.body.modifiedDate);
    expect(fileByte(mock, item)).toBe(255);
    await expectOnlyTargetChanged(mock, target, before);
  });

  for (const route of ['language', 'legacy'] as const) {
    describe(route === 'language' ? 'PATCH /rest/v2/customcontents/:id/:lang' : 'PUT /customcontent', () => {
      for (const kind of matrix) {
        it(named(kind), async () => {
          const { mock, send, item, target, before } = await scene();
          const forms = Array.from({ length: kind.writers }, (_, writer) =>
            writerForm(kind, writer, item.modifiedDate, route, item.id),
          );
          const path = (date: string) =>
            route === 'language'
              ? `/rest/v2/customcontents/${item.id}/en`
              : `/customcontent?contentId=${item.id}&modifiedDate=${encodeURIComponent(date)}`;
          const method = route === 'language' ? 'PATCH' : 'PUT';
          const writes = forms.map(
            ({ form, date }) =>
              () =>
                send<ContentItem & ErrorBody>(method, path(date), form),
          );
          const calls = kind.withDelete
            ? [...writes, () => send<ContentItem & ErrorBody>('DELETE', `/rest/v2/customcontents/${item.id}`)]
            : writes;
          const answers = await together(calls.length, (index) => calls[index]());
          const written = answers.slice(0, kind.writers);
          const winners = written.flatMap((answer, writer) => (answer.status === 200 ? [writer] : []));

          if (kind.withDelete) {
            expect(answers[kind.writers].status).toBe(200);
            expect(winners.length).toBeLessThanOrEqual(1);
            for (const answer of written.filter((one) => one.status !== 200))
              expect([404, 409]).toContain(answer.status);
            expect(fileByte(mock, item)).toBeNull();
          } else {
            expect(winners).toHaveLength(1);
            for (const answer of written.filter((one) => one.status !== 200)) {
              expect(answer.status).toBe(409);
              expect(answer.body.error.code).toBe(80001);
            }
            const stored = mock.store.data.contentItems.find((record) => record.id === item.id);
            expect(stored?.resources.en?.label).toBe(`writer ${winners[0]}`);
            expect(fileByte(mock, item)).toBe(kind.withFile ? winners[0] : 255);
          }
          if (!kind.sameDate)
            for (const writer of forms.keys())
              if (writer % 2 === 1) expect([404, 409]).toContain(written[writer].status);
          await expectOnlyTargetChanged(mock, target, before);
        });
      }
    });
  }
});
