import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECORD_ERRORS } from '../../../contract/records';
import { ApiError } from '../../../dataProvider/apiError';
import { ERROR_CODES } from '../../../dataProvider/errorCodes';
import { lobbyRollout } from '../../../test/appRollout';
import { useRolloutHold } from './useRolloutHold';
import type { SharedRollouts } from './useSharedRollouts';

const ready = lobbyRollout();

/** The hold over records whose start fails with `error`. */
function holdFailingWith(error: unknown) {
  const shared = {
    mode: 'shared',
    records: [],
    serverNow: 0,
    api: { startSharedRollout: vi.fn(() => Promise.reject(error)) },
    refresh: vi.fn(),
  } as unknown as SharedRollouts;
  return renderHook(() => useRolloutHold(shared, () => ({ id: '1', name: 'Alex Morgan' }), vi.fn())).result
    .current;
}

describe('holding a shared rollout', () => {
  it('says a rollout is too large for the records when the records server refuses its size', async () => {
    const tooLarge = new ApiError(ERROR_CODES.OTHERS, 'The record is 900000 bytes', 413, {
      code: RECORD_ERRORS.tooLarge,
    });
    await expect(holdFailingWith(tooLarge).begin(ready)).resolves.toEqual({ refused: 'tooLarge' });
  });

  it('says the records cannot be reached when they fail otherwise', async () => {
    const down = new ApiError(ERROR_CODES.RECORDS_UNAVAILABLE, 'down', 503);
    await expect(holdFailingWith(down).begin(ready)).resolves.toEqual({ refused: 'unavailable' });
  });

  it('runs the rollout in this browser when the platform keeps no records', async () => {
    const none = new ApiError(ERROR_CODES.RECORDS_NOT_CONFIGURED, 'none', 404);
    await expect(holdFailingWith(none).begin(ready)).resolves.toEqual({ ok: ready });
  });
});
