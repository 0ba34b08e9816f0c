import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_KEYS } from '../dataProvider/errorCodes';
import en from './en';
import { flattenMessages } from './messages';

describe('error messages', () => {
  it('has an English text for every key the error catalogue can show', () => {
    const english = flattenMessages(en);
    const missing = ERROR_MESSAGE_KEYS.filter((key) => typeof english[key] !== 'string');
    expect(missing).toEqual([]);
  });
});
