import { describe, expect, it } from 'vitest';
import { ApiError } from '../../dataProvider/apiError';
import { ruleErrorKey } from './useRuleErrors';

describe('what a failed rule save says (000 §8)', () => {
  it('names a duplicate rule name (80004), however the code arrives', () => {
    expect(ruleErrorKey(new ApiError(80004, 'duplicate', 409))).toBe('dm.content.rules.duplicate');
    expect(ruleErrorKey({ body: { error: { code: '80004' } } })).toBe('dm.content.rules.duplicate');
  });

  it('says the rule could not be saved for any other failure', () => {
    for (const error of [
      new ApiError(10500, 'not saved', 500),
      new ApiError(10400, 'bad request', 400),
      new ApiError(80001, 'stale', 409),
      new TypeError('Failed to fetch'),
      'offline',
      null,
    ]) {
      expect(ruleErrorKey(error), String(error)).toBe('dm.content.rules.error_adding');
    }
  });
});
