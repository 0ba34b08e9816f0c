import { afterAll, beforeAll } from 'vitest';
import { adminToken, coverAddresses, dc, type Range } from './qbic';

/**
 * Ranges of the tenant over these player addresses for the tests of the file that calls it: added (where no range
 * covers them yet) before its first test, removed after its last, as the admin.
 */
export function coverAddressesForFile(mockUrl: string, ips: readonly string[], name: string): void {
  let token = '';
  let added: Range[] = [];
  beforeAll(async () => {
    token = await adminToken(mockUrl);
    added = await coverAddresses(mockUrl, token, ips, name);
  });
  afterAll(async () => {
    for (const range of added) await dc(mockUrl, token, `/tenant/ranges/?rangeId=${range.rangeId}`, 'DELETE');
  });
}
