import { describe, expect, it } from 'vitest';
import { derivedPassword } from './derivedPassword';

// Vectors computed outside the code: `printf %s <tenant><serial> | sha256sum | cut -c1-16`, lowercased input.
const VECTORS: [tenant: string, serial: string, expected: string][] = [
  ['acme', 'QB00000001', '90a0f075035a7eda'],
  ['Globex', 'QB00000042', '261367ab36fb8e05'],
  ['Tenant-Ü', 'Qb1', 'fb5e61301282aa8a'],
  ['acme', 'qb1', 'bdc86d2ad1b12446'],
  ['GLOBEX', 'qb1', 'b7c012a37ac36575'],
  ['acme', 'QB2', 'b38f496542275082'],
  ['', '', 'e3b0c44298fc1c14'],
];

describe('derivedPassword', () => {
  it.each(VECTORS)('tenant %j + serial %j gives %s', (tenant, serial, expected) => {
    expect(derivedPassword(tenant, serial)).toBe(expected);
  });

  it('is 16 lowercase hex characters and ignores case in both parts', () => {
    expect(derivedPassword('ACME', 'qb00000001')).toMatch(/^[0-9a-f]{16}$/);
    expect(derivedPassword('ACME', 'qb00000001')).toBe(derivedPassword('acme', 'QB00000001'));
  });
});
