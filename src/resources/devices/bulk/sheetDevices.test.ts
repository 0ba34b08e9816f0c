import { describe, expect, it } from 'vitest';
import type { Device } from '../deviceModel';
import { splitByTenant } from './sheetDevices';

const device = (id: string) => ({ id, name: `Display ${id}` }) as Device;

describe('the devices a bulk sheet is made of', () => {
  it('leaves out the devices the backend says left the tenant, keeping the order of the selection', () => {
    const selected = ['a', 'b', 'c', 'd'].map(device);
    const { kept, gone } = splitByTenant(selected, [
      { id: 'a', inTenant: true, name: 'Display a' },
      { id: 'b', inTenant: false, name: null },
      { id: 'c', inTenant: true, name: 'Display c' },
      { id: 'd', inTenant: false, name: null },
    ]);
    expect(kept.map((item) => item.id)).toEqual(['a', 'c']);
    expect(gone.map((item) => item.id)).toEqual(['b', 'd']);
  });

  it('keeps a device the answer does not mention', () => {
    const { kept, gone } = splitByTenant(
      [device('a'), device('b')],
      [{ id: 'a', inTenant: true, name: 'A' }],
    );
    expect(kept.map((item) => item.id)).toEqual(['a', 'b']);
    expect(gone).toEqual([]);
  });
});
