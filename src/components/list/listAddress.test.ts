import { describe, expect, it } from 'vitest';
import { parseQueryFromLocation } from 'react-admin';
import { addressStep, listAddress, listViewOf, readListAddress } from './listAddress';

const view = { filter: {}, sort: 'name', order: 'ASC', page: 1, perPage: 25 } as const;

describe('the address format of every list', () => {
  it('writes what react-admin reads: the filter as JSON, the sort, the order and the page', () => {
    const search = listAddress({ ...view, filter: { q: 'Lobby 2', type: ['RD'] }, order: 'DESC', page: 3 });
    expect(readListAddress(search)).toEqual({
      filter: { q: 'Lobby 2', type: ['RD'] },
      order: 'DESC',
      page: '3',
      perPage: '25',
      sort: 'name',
    });
    expect(parseQueryFromLocation({ search })).toEqual(readListAddress(search));
  });

  it('leaves out empty filters and whatever equals the list as it opens', () => {
    const defaults = { sort: 'name', order: 'ASC', perPage: 25 } as const;
    expect(listAddress({ ...view, filter: { q: '', status: [] } }, defaults)).toBe('');
    expect(listAddress({ ...view, page: 2 }, defaults)).toBe('?page=2');
    expect(listAddress({ ...view, order: 'DESC' }, defaults)).toBe('?order=DESC&sort=name');
  });
});

describe('the view an address names', () => {
  const defaults = { filter: {}, sort: 'modifiedDate', order: 'DESC', page: 1, perPage: 25 } as const;

  it('reads a link of the library back as the view it was written from', () => {
    const shown = { ...defaults, filter: { q: 'poster', type: 'PICTURE' }, page: 2 };
    expect(listViewOf(readListAddress(listAddress(shown, defaults)), defaults)).toEqual(shown);
    expect(listViewOf(readListAddress(''), defaults)).toEqual(defaults);
  });

  it('takes the default for a malformed part and one order of filter keys', () => {
    const view = listViewOf(
      readListAddress('?filter=%7Bbroken&order=SIDEWAYS&page=-2&perPage=many&sort='),
      defaults,
    );
    expect(view).toEqual(defaults);
    const a = listViewOf({ filter: { type: 'URL', q: 'a', empty: '' } }, defaults);
    const b = listViewOf({ filter: { q: 'a', type: 'URL' } }, defaults);
    expect(listAddress(a)).toBe(listAddress(b));
    expect(a.filter).toEqual({ q: 'a', type: 'URL' });
  });
});

describe('how a list that moved goes into its address', () => {
  const address = {
    filter: { type: 'URL' },
    sort: 'modifiedDate',
    order: 'DESC',
    page: 3,
    perPage: 25,
  } as const;

  it('as nothing when both show the same', () => {
    expect(addressStep(address, { ...address, filter: { type: 'URL' } })).toBe('none');
  });

  it('as typing when only the search changed, whatever page the address was on', () => {
    expect(addressStep(address, { ...address, filter: { type: 'URL', q: 'lob' }, page: 1 })).toBe('typing');
    expect(addressStep({ ...address, filter: { q: 'lob', type: 'URL' } }, address)).toBe('typing');
  });

  it('as a step of its own for a filter, a sort, a page or a page size', () => {
    expect(addressStep(address, { ...address, filter: { type: 'PICTURE' } })).toBe('step');
    expect(addressStep(address, { ...address, filter: { type: 'PICTURE', q: 'lob' } })).toBe('step');
    expect(addressStep(address, { ...address, order: 'ASC' })).toBe('step');
    expect(addressStep(address, { ...address, page: 4 })).toBe('step');
    expect(addressStep(address, { ...address, perPage: 50, page: 1 })).toBe('step');
  });
});
