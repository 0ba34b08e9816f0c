import { describe, expect, it } from 'vitest';
import { transactions, type StagedFile } from './transaction';
import type { DbData } from './types';

const stagedFile = (name: string, log: string[]): StagedFile => ({
  name,
  place: async () => void log.push(`place ${name}`),
  discard: async () => void log.push(`discard ${name}`),
});

const storeOf = () => {
  const changes: string[] = [];
  const data = {
    contentRules: [
      { id: 'a', tenantId: 'acme' },
      { id: 'b', tenantId: 'globex' },
    ],
  } as unknown as DbData;
  return {
    data,
    changes,
    changed: (collection: string, ...ids: string[]) => changes.push(`${collection}:${ids}`),
  };
};

describe('store transactions', () => {
  it('finds by id and tenant, removes only the record with the id, and places staged files once applied', async () => {
    const store = storeOf();
    const log: string[] = [];
    const transaction = transactions(store);
    const outcome = await transaction({ staged: [stagedFile('x', log)] }, (tx) => {
      expect(tx.find('contentRules', 'b', 'acme')).toBeUndefined();
      expect(tx.remove('contentRules', 'missing')).toBe(false);
      tx.afterwards(async () => void log.push('after'));
      return tx.remove('contentRules', 'a');
    });
    expect(outcome).toEqual({ refused: false, value: true });
    expect(store.data.contentRules.map((rule) => rule.id)).toEqual(['b']);
    expect(store.changes).toEqual(['contentRules:a']);
    expect(log).toEqual(['place x', 'after']);
  });

  it('removes the staged files of a refused write and runs nothing after it', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf());
    const outcome = await transaction({ staged: [stagedFile('x', log)] }, (tx) => {
      tx.afterwards(async () => void log.push('after'));
      return tx.refuse(409, 80001, 'changed meanwhile');
    });
    expect(outcome).toMatchObject({ refused: true, status: 409, code: 80001 });
    expect(log).toEqual(['discard x']);
  });

  it('refuses a step that awaits, and removes what it staged', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf());
    await expect(transaction({ staged: [stagedFile('x', log)] }, async () => 1)).rejects.toThrow(
      /must not await/,
    );
    expect(log).toEqual(['discard x']);
  });

  it('does the file work of transactions in the order of their steps', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf());
    const slow: StagedFile = {
      name: 'slow',
      place: () => new Promise((resolve) => setTimeout(() => resolve(void log.push('place slow')), 20)),
      discard: async () => undefined,
    };
    await Promise.all([
      transaction({ staged: [slow] }, () => 1),
      transaction({}, (tx) => tx.afterwards(async () => void log.push('remove slow'))),
    ]);
    expect(log).toEqual(['place slow', 'remove slow']);
  });
});
