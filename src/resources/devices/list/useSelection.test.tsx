import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './useSelection';

const all = new Set(['a', 'b', 'c', 'd']);

describe('row selection', () => {
  it('toggles rows, selects many and replaces the selection', () => {
    const { result } = renderHook(() => useSelection(all, 'view'));
    act(() => result.current.toggle('a'));
    act(() => result.current.setMany(['b', 'c'], true));
    expect([...result.current.ids].sort()).toEqual(['a', 'b', 'c']);
    act(() => result.current.setMany(['a', 'b'], false));
    expect([...result.current.ids]).toEqual(['c']);
    act(() => result.current.toggle('c'));
    expect(result.current.ids.size).toBe(0);
    act(() => result.current.selectOnly(['a', 'b', 'c', 'd']));
    expect(result.current.ids.size).toBe(4);
  });

  it('drops rows that no longer exist and starts empty in a new scope', () => {
    const { result, rerender } = renderHook(({ existing, scope }) => useSelection(existing, scope), {
      initialProps: { existing: all as ReadonlySet<string>, scope: 'offline' },
    });
    act(() => result.current.selectOnly(['a', 'b']));
    rerender({ existing: new Set(['b', 'c']), scope: 'offline' });
    expect([...result.current.ids]).toEqual(['b']);
    rerender({ existing: new Set(['b', 'c']), scope: 'offline and lobby' });
    expect(result.current.ids.size).toBe(0);
    act(() => result.current.toggle('c'));
    expect([...result.current.ids]).toEqual(['c']);
  });
});
