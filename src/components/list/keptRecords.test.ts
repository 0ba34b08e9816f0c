import { describe, expect, it } from 'vitest';
import { keptRecords } from './keptRecords';

const record = (id: string, version = 1, name = id) => ({ id, version, name });

describe('kept records', () => {
  it('gives the page shown before when the new page holds the same records in the same order', () => {
    const shown = [record('a'), record('b')];
    expect(keptRecords(shown, [record('a'), record('b')])).toBe(shown);
  });

  it('keeps the copies shown before of the records unchanged, and takes the new and the changed ones', () => {
    const shown = [record('a'), record('b'), record('c')];
    const next = [record('d'), record('b'), record('c', 2, 'renamed'), record('a')];
    const kept = keptRecords(shown, next);
    expect(kept).toEqual(next);
    expect(kept?.[0]).toBe(next[0]);
    expect(kept?.[1]).toBe(shown[1]);
    expect(kept?.[2]).toBe(next[2]);
    expect(kept?.[3]).toBe(shown[0]);
  });

  it('gives a new page when the same records come in another order or fewer of them', () => {
    const shown = [record('a'), record('b')];
    const swapped = keptRecords(shown, [record('b'), record('a')]);
    expect(swapped).not.toBe(shown);
    expect(swapped?.[0]).toBe(shown[1]);
    const fewer = keptRecords(shown, [record('a')]);
    expect(fewer).not.toBe(shown);
    expect(fewer).toEqual([shown[0]]);
  });

  it('gives the new page as it is when nothing was shown or nothing came', () => {
    const next = [record('a')];
    expect(keptRecords(undefined, next)).toBe(next);
    expect(keptRecords([record('a')], undefined)).toBeUndefined();
  });
});
