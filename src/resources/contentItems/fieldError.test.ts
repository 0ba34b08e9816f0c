import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './fieldError';

describe('the message of a field error', () => {
  it('reads a key as it is, and the object react-admin wraps it in', () => {
    expect(fieldErrorMessage('dm.content.validation.file_too_large')).toEqual({
      key: 'dm.content.validation.file_too_large',
    });
    expect(fieldErrorMessage({ message: 'dm.content.validation.file_too_large' })).toEqual({
      key: 'dm.content.validation.file_too_large',
      args: undefined,
    });
    expect(fieldErrorMessage({ message: 'k', args: { max: 20 } })).toEqual({ key: 'k', args: { max: 20 } });
  });

  it('gives nothing for no error or one without a message', () => {
    expect(fieldErrorMessage(undefined)).toBeNull();
    expect(fieldErrorMessage('')).toBeNull();
    expect(fieldErrorMessage({ message: { nested: true } })).toBeNull();
  });
});
