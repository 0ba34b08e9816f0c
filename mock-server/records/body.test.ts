import { describe, expect, it } from 'vitest';
import { RECORD_DEPTH_MAX, RECORD_STRING_MAX } from '../../src/contract/records';
import { checkBody, versionOf } from './body';

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) });

describe('a record body', () => {
  it("keeps the client's fields and leaves out the server's", () => {
    const checked = checkBody(
      { id: 'x', tenant: 't', version: 3, createdBy: {}, name: 'Lobby', values: { a: '1' } },
      1000,
    );
    expect(checked).toEqual({ ok: true, fields: { name: 'Lobby', values: { a: '1' } } });
  });

  it('refuses what is not an object, too large, too long, too deep or badly named', () => {
    expect(checkBody([1], 1000)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(checkBody({ name: 'x'.repeat(50) }, 40)).toMatchObject({ ok: false, kind: 'tooLarge' });
    expect(checkBody({ list: ['x'.repeat(RECORD_STRING_MAX + 1)] }, 1e6)).toMatchObject({
      ok: false,
      message: expect.stringContaining('list.0'),
    });
    expect(checkBody({ list: ['x'.repeat(RECORD_STRING_MAX)] }, 1e6).ok).toBe(true);
    expect(checkBody({ deep: nested(RECORD_DEPTH_MAX) }, 1e6)).toMatchObject({
      ok: false,
      message: expect.stringContaining('nested'),
    });
    expect(checkBody({ deep: nested(RECORD_DEPTH_MAX - 2) }, 1e6).ok).toBe(true);
    expect(checkBody({ 'a-b': 1 }, 1000)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(checkBody({ playerId: 1, ok_2: true }, 1000).ok).toBe(true);
  });

  it('reads the version an update started from', () => {
    expect(versionOf({ version: 4 })).toEqual({ ok: true, value: 4 });
    for (const body of [{}, { version: '4' }, { version: 0 }, { version: 1.5 }, null])
      expect(versionOf(body).ok).toBe(false);
  });
});
