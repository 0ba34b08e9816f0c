import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessageKey } from './errorCodes';
import { responseError } from './response';

describe('responseError', () => {
  it('reads a proxy’s own 413 page, which has no code, as too large, not as something that went wrong', () => {
    const error = responseError(413, '<html><body><h1>413 Request Entity Too Large</h1></body></html>');
    expect(error.status).toBe(413);
    expect((error as unknown as { code: unknown }).code).toBe(ERROR_CODES.TOO_LARGE);
    expect(errorMessageKey(error)).toBe(errorMessageKey({ code: ERROR_CODES.TOO_LARGE }));
    expect(errorMessageKey(error)).not.toBe(errorMessageKey(responseError(500, '<html>oops</html>')));
  });

  it('keeps the code a 413 answer names itself', () => {
    const error = responseError(413, { success: false, error: { code: 10413, message: 'over 1 MB' } });
    expect((error as unknown as { code: unknown }).code).toBe(10413);
  });
});
