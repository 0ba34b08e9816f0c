import { describe, expect, it } from 'vitest';
import { transactions, type StagedFile } from './transaction';
import type { DbData } from './types';

const stagedFile = (name: string, log: string[]): StagedFile => ({
  name,
  place: async () => void log.push(`place ${name}`),
  discard: async () => void log.push(`discard ${name}`),
});

const storeOf = (log: string[] = [], saved = true) => {
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
    durable: async () => {
      log.push('on disk');
      if (!saved) throw new Error('disk full');
    },
  };
};

describe('store transactions', () => {
  it('places staged files before the step, finds by id and tenant, and removes only the record with the id', async () => {
    const log: string[] = [];
    const store = storeOf(log);
    const transaction = transactions(store);
    const outcome = await transaction({ staged: [stagedFile('x', log)] }, (tx) => {
      log.push('step');
      expect(tx.find('contentRules', 'b', 'acme')).toBeUndefined();
      expect(tx.remove('contentRules', 'missing')).toBe(false);
      tx.afterwards(async () => void log.push('after'));
      return tx.remove('contentRules', 'a');
    });
    expect(outcome).toEqual({ refused: false, value: true });
    expect(store.data.contentRules.map((rule) => rule.id)).toEqual(['b']);
    expect(store.changes).toEqual(['contentRules:a']);
    expect(log).toEqual(['place x', 'step', 'on disk', 'after']);
  });

  it('removes the staged files of a refused write and runs nothing after it', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf(log));
    const outcome = await transaction({ staged: [stagedFile('x', log)] }, (tx) => {
      tx.afterwards(async () => void log.push('after'));
      return tx.refuse(409, 80001, 'changed meanwhile');
    });
    expect(outcome).toMatchObject({ refused: true, status: 409, code: 80001 });
    expect(log).toEqual(['place x', 'discard x']);
  });

  it('refuses a step that awaits, and removes what it staged', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf());
    await expect(transaction({ staged: [stagedFile('x', log)] }, async () => 1)).rejects.toThrow(
      /must not await/,
    );
    expect(log).toEqual(['place x', 'discard x']);
  });

  it('removes obsolete files only once the change is on disk, and keeps them when saving failed', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf(log, false));
    const outcome = await transaction({}, (tx) => {
      tx.afterwards(async () => void log.push('remove old'));
      return 1;
    });
    expect(outcome).toEqual({ refused: false, value: 1 });
    expect(log).toEqual(['on disk']);
  });

  it('removes every placed file when one of them cannot be placed, and never runs the step', async () => {
    const log: string[] = [];
    const transaction = transactions(storeOf(log));
    const broken: StagedFile = {
      name: 'broken',
      place: async () => Promise.reject(new Error('disk full')),
      discard: async () => void log.push('discard broken'),
    };
    const step = () => void log.push('step');
    await expect(transaction({ staged: [stagedFile('x', log), broken] }, step)).rejects.toThrow(/disk full/);
    expect(log.sort()).toEqual(['discard broken', 'discard x', 'place x']);
  });
});
