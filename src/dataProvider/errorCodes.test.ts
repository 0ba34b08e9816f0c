import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { ApiError, consoleError } from './apiError';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  errorCodeOf,
  errorMessageKey,
  isSessionErrorCode,
} from './errorCodes';

describe('isSessionErrorCode', () => {
  it('accepts the five session codes, as numbers or text', () => {
    for (const code of [10005, 10006, 30007, 'INVALID_SESSION', 'SESSION_EXPIRED', '10005']) {
      expect(isSessionErrorCode(code)).toBe(true);
    }
  });

  it('rejects every other code, including invalid credentials', () => {
    for (const code of [10001, 10403, 60011, 'OTHERS', null, undefined, {}]) {
      expect(isSessionErrorCode(code)).toBe(false);
    }
  });
});

describe('errorMessageKey', () => {
  it('gives each known server code its own key', () => {
    expect(errorMessageKey(new ApiError(60011, 'Theme conflict', 409))).toBe('dm.errors.code.60011');
    expect(errorMessageKey(new ApiError(ERROR_CODES.INVALID_CREDENTIALS, 'Wrong', 400))).toBe(
      'dm.errors.code.10001',
    );
    expect(errorMessageKey({ code: '80004', message: 'dup' })).toBe('dm.errors.code.80004');
  });

  it('collapses the aliases of one meaning into one key', () => {
    expect(errorMessageKey({ code: 10005 })).toBe('dm.errors.code.SESSION_EXPIRED');
    expect(errorMessageKey({ code: 'SESSION_EXPIRED' })).toBe('dm.errors.code.SESSION_EXPIRED');
    expect(errorMessageKey({ code: 30007 })).toBe('dm.errors.code.INVALID_SESSION');
    expect(errorMessageKey({ code: 10006 })).toBe('dm.errors.code.INVALID_SESSION');
    expect(errorMessageKey({ code: 'QBIC_AUTH_FAILURE' })).toBe('dm.errors.code.QBIC_AUTHORIZATION_FAILURE');
  });

  it('reads the code of a session HttpError from its body', () => {
    const error = new HttpError('gone', 401, { code: 10005, message: 'gone' });
    expect(errorMessageKey(error)).toBe('dm.errors.code.SESSION_EXPIRED');
  });

  it('reads the unlink error shape', () => {
    const unlink = { errorCode: 10404, errorMessage: 'No such device', errorType: 'OTHERS' };
    expect(errorCodeOf(unlink)).toBe(10404);
    expect(errorMessageKey(unlink)).toBe('dm.errors.code.10404');
    expect(errorMessageKey({ errorMessage: 'Held by another tenant', errorType: 'OTHERS' })).toBe(
      'Held by another tenant',
    );
  });

  it('shows the server message for an unknown code, else something went wrong', () => {
    expect(errorMessageKey(new ApiError(99999, 'Quota reached', 400))).toBe('Quota reached');
    expect(errorMessageKey(new ApiError('OTHERS', '  ', 400))).toBe('dm.errors.something_went_wrong');
    expect(errorMessageKey(new ApiError(10400, 'Name is required', 400))).toBe('Name is required');
    expect(errorMessageKey(undefined)).toBe('dm.errors.something_went_wrong');
    expect(errorMessageKey(42)).toBe('dm.errors.something_went_wrong');
    expect(errorMessageKey('')).toBe('dm.errors.something_went_wrong');
  });

  it('names the errors the console raises itself', () => {
    expect(errorMessageKey(consoleError('NETWORK_ERROR'))).toBe('dm.errors.code.NETWORK_ERROR');
    expect(errorMessageKey(consoleError('TIMEOUT'))).toBe('dm.errors.code.TIMEOUT');
    expect(errorMessageKey(new DOMException('aborted', 'AbortError'))).toBe(
      'dm.errors.code.USER_CANCELLATION',
    );
  });

  it('lists every key it can return, once', () => {
    const keys = Object.values(ERROR_CODES).map((code) => errorMessageKey({ code, message: 'fallback' }));
    const expected = new Set([...keys.filter((key) => key !== 'fallback'), 'dm.errors.something_went_wrong']);
    expect(new Set(ERROR_MESSAGE_KEYS)).toEqual(expected);
    expect(ERROR_MESSAGE_KEYS).toHaveLength(expected.size);
    expect(ERROR_MESSAGE_KEYS).not.toContain('dm.errors.code.10005');
  });
});
