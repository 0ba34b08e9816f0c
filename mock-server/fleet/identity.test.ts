import { describe, expect, it } from 'vitest';
import { hostAt, playerIdentity } from './identity';

describe('player identities', () => {
  it('counts addresses up from the first host and skips the .255 and .0 ends', () => {
    expect(hostAt('127.0.0.2', 0)).toBe('127.0.0.2');
    expect(hostAt('127.0.0.2', 1)).toBe('127.0.0.3');
    expect(hostAt('127.0.0.2', 252)).toBe('127.0.0.254');
    expect(hostAt('127.0.0.2', 253)).toBe('127.0.1.1');
    expect(hostAt('127.0.0.2', 254)).toBe('127.0.1.2');
    expect(() => hostAt('127.0.0', 0)).toThrow(/IPv4/);
  });

  it('gives stable serials, cycles the three models and includes the mini display in the default twelve', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => playerIdentity(index));
    expect(twelve[0].serial).toBe('QB00000001');
    expect(twelve[11].serial).toBe('QB00000012');
    expect(new Set(twelve.map((player) => player.serial)).size).toBe(12);
    expect(twelve.slice(0, 3).map((player) => player.modelId)).toEqual(['TD-1070', 'TD-1060', 'TD-0360']);
    expect(twelve.filter((player) => player.modelId === 'TD-0360')).toHaveLength(4);
    expect(playerIdentity(5)).toEqual(playerIdentity(5));
    expect(playerIdentity(12).name).toBe('Reception 2');
  });
});
