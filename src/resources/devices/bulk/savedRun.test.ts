import { describe, expect, it } from 'vitest';
import { bulkRow } from '../../../test/deviceBulkRows';
import { MemoryStorage } from '../../../test/memoryStorage';
import { prepareRow } from './prepareRows';
import type { PushOutcome } from './pushRows';
import { endedBySession, findRun, forgetRun, SAVED_RUN_KEY, SAVED_RUN_MAX_AGE_MS, saveRun } from './savedRun';

const owner = { userId: 'u1', tenantId: 'acme' };
const rows = [prepareRow(bulkRow({ id: 'dev-1' })), prepareRow(bulkRow({ id: 'dev-2', configId: 'cfg' }))];
const outcomes = new Map<number, PushOutcome>([
  [0, { state: 'success' }],
  [1, { state: 'failed', reason: 'dm.bulk.push.sessionEnded', kind: 'sessionExpired' }],
]);

describe('a bulk run kept across signing in again', () => {
  it('comes back for the same user and tenant, with every row and outcome, until it is forgotten', () => {
    const storage = new MemoryStorage();
    expect(saveRun(storage, owner, { rows, outcomes }, 1_000)).toBe(true);
    const run = findRun(storage, owner, 2_000);
    expect(run?.rows.map((row) => row.source.id)).toEqual(['dev-1', 'dev-2']);
    expect(run?.rows[1]).toEqual(rows[1]);
    expect([...(run?.outcomes ?? [])]).toEqual([...outcomes]);
    expect(findRun(storage, owner, 2_000)).not.toBeNull();
    forgetRun(storage);
    expect(findRun(storage, owner, 2_000)).toBeNull();
  });

  it('is dropped for another user, another tenant, or when it is old', () => {
    const storage = new MemoryStorage();
    saveRun(storage, owner, { rows, outcomes }, 0);
    expect(findRun(storage, { ...owner, userId: 'u2' }, 1)).toBeNull();
    expect(storage.getItem(SAVED_RUN_KEY)).toBeNull();
    saveRun(storage, owner, { rows, outcomes }, 0);
    expect(findRun(storage, { ...owner, tenantId: 'globex' }, 1)).toBeNull();
    saveRun(storage, owner, { rows, outcomes }, 0);
    expect(findRun(storage, owner, SAVED_RUN_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.getItem(SAVED_RUN_KEY)).toBeNull();
  });

  it('ignores what is not a saved run and survives a storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SAVED_RUN_KEY,
      '{"userId":"u1","tenantId":"acme","savedAt":0,"rows":[],"outcomes":[[0,{}]]}',
    );
    expect(findRun(storage, owner, 1)).toBeNull();
    storage.setItem(SAVED_RUN_KEY, 'not json');
    expect(findRun(storage, owner, 1)).toBeNull();
    storage.refuse = true;
    expect(saveRun(storage, owner, { rows, outcomes }, 0)).toBe(false);
  });

  it('is worth keeping only when the session kept rows from being sent', () => {
    expect(endedBySession(outcomes)).toBe(true);
    expect(endedBySession(new Map([[0, { state: 'success' } as PushOutcome]]))).toBe(false);
    expect(
      endedBySession(new Map([[0, { state: 'failed', reason: 'x', kind: 'cancelled' } as PushOutcome]])),
    ).toBe(false);
  });
});
