import { describe, expect, it, vi } from 'vitest';
import { emptyContentForm, type ContentFormValues } from '../domain/content/contentForm';
import type { ContentItem } from '../domain/content/contentModel';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { ApiError } from './apiError';
import { markingDuplicateName } from './contentEndpoints';
import { responseError } from './response';
import { createDataProvider } from './createDataProvider';
import type { HttpOptions } from './httpClient';

const DC = 'http://dc.test';
const PF = 'http://platform.test';
const urls = { platform: () => PF, dc: () => DC };
const LIST = `${PF}/rest/v2/customcontents?types=URL%2CDOC%2CVID%2CIMG%2CHTML`;

const stored: ContentItem = {
  id: 'c1',
  name: 'Intranet',
  iconUrl: null,
  type: 'URL',
  defaultLanguage: 'en',
  modifiedDate: 'd1',
  resources: {
    en: { label: 'Intranet', resourceUrl: 'https://a.example/', modificationDate: 'd1' },
    de: { label: 'Intranet', resourceUrl: 'https://a.example/de', modificationDate: 'd1' },
  },
};

const setup = (answers: Record<string, unknown> = {}, now = () => 0) => {
  const fake = createFakeHttpClient({ [LIST]: [stored], ...answers });
  const upload = vi.fn();
  const provider = createDataProvider(fake.http, { urls, sessionKey: () => 'token', now, upload });
  return { ...fake, provider, upload };
};
const page = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'modifiedDate', order: 'DESC' as const },
};
const entriesOf = (options: HttpOptions) =>
  [...(options.body as FormData).entries()].map(([k, v]) => [k, String(v)]);

describe('content library endpoint', () => {
  it('lists the five types, searchable by label, and keeps the list for 5 minutes', async () => {
    let time = 0;
    const { provider, spy } = setup({}, () => time);
    const found = await provider.getList('contentItems', { ...page, filter: { q: 'intra' } });
    expect(found.data[0]).toMatchObject({ id: 'c1', languages: ['en', 'de'] });
    time = 4 * 60_000;
    await provider.getList('contentItems', { ...page, filter: {} });
    expect(requestsOf(spy)).toEqual([`GET ${LIST}`]);
    time = 5 * 60_000 + 1;
    await provider.getList('contentItems', { ...page, filter: {} });
    expect(requestsOf(spy)).toEqual([`GET ${LIST}`, `GET ${LIST}`]);
  });

  it('checks new URLs, then creates with parallel languages, labels and resources', async () => {
    const { provider, spy } = setup({
      [`${DC}/customcontent/validateURL?type=URL&url=https%3A%2F%2Fb.example%2F`]: true,
      [`POST ${PF}/rest/v2/customcontents`]: { id: 'c2' },
    });
    const values = emptyContentForm('URL', 'en');
    values.name = ' News ';
    values.languages.en = { ...values.languages.en, label: 'News', url: 'https://b.example/' };
    await provider.create('contentItems', { data: values });
    const [, options] = spy.mock.calls[1];
    expect(entriesOf(options as HttpOptions)).toEqual([
      ['name', 'News'],
      ['type', 'URL'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', 'News'],
      ['resources[]', 'https://b.example/'],
    ]);
  });

  it('puts a refused URL (60002) under its field and sends nothing else', async () => {
    const { provider, spy } = setup({
      [`${DC}/customcontent/validateURL?type=URL&url=https%3A%2F%2Fbad.example%2F`]: () => {
        throw new ApiError(60002, 'invalid', 400);
      },
    });
    const values = emptyContentForm('URL', 'en');
    values.name = 'Bad';
    values.languages.en = { ...values.languages.en, url: 'https://bad.example/' };
    const failure = await provider.create('contentItems', { data: values }).catch((error: unknown) => error);
    expect((failure as ApiError).body).toMatchObject({
      errors: { languages: { en: { url: 'dm.errors.code.60002' } } },
    });
    expect(requestsOf(spy)).toHaveLength(1);
  });

  it('uploads a form with a file through the uploader, reporting progress', async () => {
    const { provider, upload } = setup();
    upload.mockImplementation(
      async (_url: string, _form: FormData, options: { onProgress(p: unknown): void }) => {
        options.onProgress({ percent: 50, loaded: 1, total: 2 });
        return { id: 'c3' };
      },
    );
    const values = emptyContentForm('IMG', 'en');
    values.name = 'Poster';
    values.languages.en = { ...values.languages.en, source: 'file', file: new File(['x'], 'p.png') };
    const onProgress = vi.fn();
    await provider.create('contentItems', { data: values, meta: { onProgress } });
    expect(upload.mock.calls[0][0]).toBe(`${PF}/rest/v2/customcontents`);
    expect(onProgress).toHaveBeenCalledWith(50);
  });

  it('saves an edit as one whole-item request with the date it started from: never half saved', async () => {
    const PUT = `PUT ${DC}/customcontent?modifiedDate=d1&contentId=c1`;
    const { provider, spy } = setup({
      [`${DC}/customcontent/validateURL?type=URL&url=https%3A%2F%2Fa.example%2Ffr`]: true,
      [PUT]: { ...stored, modifiedDate: 'd2' },
    });
    const values: ContentFormValues = emptyContentForm('URL', 'en');
    Object.assign(values, { id: 'c1', name: 'Intranet', modifiedDate: 'd1' });
    values.languages.en = { ...values.languages.en, label: 'Intranet', url: 'https://a.example/' };
    values.languages.fr = {
      ...values.languages.fr,
      enabled: true,
      label: 'Intranet FR',
      url: 'https://a.example/fr',
    };
    const saved = await provider.update('contentItems', { id: 'c1', data: values, previousData: stored });
    expect(saved.data.modifiedDate).toBe('d2');
    expect(requestsOf(spy).slice(1)).toEqual([PUT]);
    // Every language the form keeps is in the one request (de is left out: removed); none is sent alone.
    expect(entriesOf(spy.mock.calls[1][1] as HttpOptions)).toEqual([
      ['name', 'Intranet'],
      ['defaultLanguage', 'en'],
      ['languages[]', 'en'],
      ['labels[]', 'Intranet'],
      ['resources[]', 'https://a.example/'],
      ['languages[]', 'fr'],
      ['labels[]', 'Intranet FR'],
      ['resources[]', 'https://a.example/fr'],
    ]);
  });
});

describe('content rules endpoint', () => {
  const RULES = `${DC}/customcontent/rules`;
  it('creates with lists comma-joined and id null, then marks the item changed', async () => {
    const { provider, spy } = setup({
      [RULES]: [],
      [`POST ${DC}/customcontent/rule`]: { id: 'r1' },
      [`POST ${DC}/customcontent/lastmodified?contentid=c1`]: {},
    });
    await provider.create('contentRules', {
      data: {
        name: 'Tile',
        app: 'FD',
        contentId: 'c1',
        locations: ['l1', 'l2'],
        users: ['sam'],
        viewAs: 'ACTION_TILE',
      },
    });
    expect(spy.mock.calls[0][1]?.body).toMatchObject({
      id: null,
      locations: 'l1,l2',
      users: 'sam',
      app: 'FD',
    });
    expect(requestsOf(spy)).toContain(`POST ${DC}/customcontent/lastmodified?contentid=c1`);
  });

  it('updates with id and modifiedDate, and marks old and new items', async () => {
    const { provider, spy } = setup({
      [`PUT ${DC}/customcontent/rule`]: { id: 'r1' },
      [`POST ${DC}/customcontent/lastmodified?contentid=c2`]: {},
      [`POST ${DC}/customcontent/lastmodified?contentid=c1`]: {},
    });
    await provider.update('contentRules', {
      id: 'r1',
      data: { name: 'Tile', contentId: 'c2', modifiedDate: 'd1', id: 'r1' },
      previousData: { id: 'r1', contentId: 'c1' },
    });
    expect(spy.mock.calls[0][1]?.body).toMatchObject({ id: 'r1', modifiedDate: 'd1', contentId: 'c2' });
    expect(requestsOf(spy)).toEqual([
      `PUT ${DC}/customcontent/rule`,
      `POST ${DC}/customcontent/lastmodified?contentid=c2`,
      `POST ${DC}/customcontent/lastmodified?contentid=c1`,
    ]);
  });

  it('deletes by ruleid, then marks the item the rule showed', async () => {
    const { provider, spy } = setup({
      [`DELETE ${DC}/customcontent/rule?ruleid=r1`]: { id: 'r1' },
      [`POST ${DC}/customcontent/lastmodified?contentid=c1`]: {},
    });
    await provider.delete('contentRules', { id: 'r1', previousData: { id: 'r1', contentId: 'c1' } });
    expect(requestsOf(spy)).toEqual([
      `DELETE ${DC}/customcontent/rule?ruleid=r1`,
      `POST ${DC}/customcontent/lastmodified?contentid=c1`,
    ]);
  });

  it('reads the item of a rule deleted without its record from the list', async () => {
    const { provider, spy } = setup({
      [RULES]: [
        { id: 'r1', contentId: 'c1' },
        { id: 'r2', contentId: 'c2' },
      ],
      [`DELETE ${DC}/customcontent/rule?ruleid=r2`]: { id: 'r2' },
      [`POST ${DC}/customcontent/lastmodified?contentid=c2`]: {},
    });
    await provider.deleteMany('contentRules', { ids: ['r2'] });
    expect(requestsOf(spy)).toEqual([
      `GET ${RULES}`,
      `DELETE ${DC}/customcontent/rule?ruleid=r2`,
      `POST ${DC}/customcontent/lastmodified?contentid=c2`,
    ]);
  });
});

describe('a rule saved under a name another rule has', () => {
  it('marks the Name field with the duplicate message, and keeps the error as it was', async () => {
    const refusal = responseError(400, {
      success: false,
      result: null,
      error: { code: 80004, message: 'Duplicate content rule' },
    });
    const error = await markingDuplicateName(Promise.reject(refusal)).catch((caught: unknown) => caught);
    expect(error).toBe(refusal);
    expect((error as { body: { errors: unknown } }).body.errors).toEqual({
      name: 'dm.content.rules.duplicate',
    });
  });

  it('leaves any other refusal without field errors', async () => {
    const other = responseError(500, { success: false, result: null, error: { code: 50003, message: 'x' } });
    const error = await markingDuplicateName(Promise.reject(other)).catch((caught: unknown) => caught);
    expect((error as { body: { errors?: unknown } }).body.errors).toBeUndefined();
  });
});
