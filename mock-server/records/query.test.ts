import { describe, expect, it } from 'vitest';
import { contentRange, listQuery } from './query';

const json = (value: unknown) => JSON.stringify(value);

describe('the list query of ra-data-simple-rest in json-server words', () => {
  it('reads sort, range and filter, and always filters by the tenant', () => {
    const parsed = listQuery(
      {
        sort: json(['at', 'DESC']),
        range: json([25, 49]),
        filter: json({ action: 'lock', at_gte: '2026', q: ' lobby ', id: ['a', 'b'] }),
      },
      'acme',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        query: {
          action: ['lock'],
          at_gte: ['2026'],
          q: 'lobby',
          id: ['a', 'b'],
          _sort: 'at',
          _order: 'desc',
          tenant: 'acme',
          _start: '25',
          _end: '50',
        },
        start: 25,
        equalityPaths: ['action', 'id'],
      },
    });
  });

  it('answers the first 1,000 without a range and escapes a search within a field', () => {
    const parsed = listQuery({ filter: json({ 'target.name_like': 'a.b*' }) }, 'acme');
    expect(parsed.ok && parsed.value.query).toMatchObject({
      'target.name_like': ['a\\.b\\*'],
      _start: '0',
      _end: '1000',
    });
  });

  it.each([
    [{ range: json([0, 1000]) }, 'at most 1000'],
    [{ range: json([5, 2]) }, 'start ≤ end'],
    [{ range: '[0,' }, 'not valid JSON'],
    [{ sort: json(['at', 'UP']) }, 'ASC'],
    [{ sort: json(['__proto__x', 'ASC']) }, 'invalid field'],
    [{ filter: json({ tenant: 'globex' }) }, 'invalid field'],
    [{ filter: json({ _embed: 'x' }) }, 'invalid field'],
    [{ filter: json({ action: { $ne: 1 } }) }, 'must be text'],
    [{ filter: json([1]) }, 'JSON object'],
    [{ _expand: 'user' }, 'Unknown query parameter _expand'],
    [{ sort: [json(['a', 'ASC']), json(['b', 'ASC'])] }, 'once'],
  ])('refuses %j', (raw, message) => {
    const parsed = listQuery(raw as Record<string, unknown>, 'acme');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain(message);
  });

  it('writes Content-Range with the page and the total', () => {
    expect(contentRange('activity', 0, 25, 319)).toBe('activity 0-24/319');
    expect(contentRange('activity', 300, 19, 319)).toBe('activity 300-318/319');
    expect(contentRange('activity', 400, 0, 319)).toBe('activity */319');
  });
});
