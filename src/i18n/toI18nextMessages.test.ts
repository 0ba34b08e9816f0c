import { describe, expect, it } from 'vitest';
import { toI18nextMessages } from './toI18nextMessages';

describe('toI18nextMessages', () => {
  it('splits two-form plurals into one, other and many, keeping the placeholders as they are', () => {
    expect(
      toI18nextMessages({ ra: { deleted: 'Element deleted |||| %{smart_count} elements deleted' } }),
    ).toEqual({
      ra: {
        deleted_one: 'Element deleted',
        deleted_other: '%{smart_count} elements deleted',
        deleted_many: '%{smart_count} elements deleted',
      },
    });
  });

  it('leaves singular messages and their placeholders unchanged, and does not change its input', () => {
    const input = { page: { create: 'Create %{name}' }, plural: { a: 'x |||| y' } };
    expect(toI18nextMessages(input)).toEqual({
      page: { create: 'Create %{name}' },
      plural: { a_one: 'x', a_other: 'y', a_many: 'y' },
    });
    expect(input).toEqual({ page: { create: 'Create %{name}' }, plural: { a: 'x |||| y' } });
  });

  it('keeps an explicit many form instead of copying the other form over it', () => {
    expect(toI18nextMessages({ a_other: 'others', a_many: 'lots' })).toEqual({
      a_other: 'others',
      a_many: 'lots',
    });
  });
});
