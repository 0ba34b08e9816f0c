import { adminToken, coverAddresses, type Range } from './qbic';
import type { JourneyStack } from './test';

/**
 * Ranges of the tenant over these player addresses, made once for the journey file's stack (as the admin, where no
 * range covers them yet) by the first test that awaits it; the other tests of the file find them made. They go
 * with the stack. Answers the ranges added.
 */
export function coverAddressesForFile(
  stack: Pick<JourneyStack, 'mockUrl' | 'once'>,
  ips: readonly string[],
  name: string,
): Promise<Range[]> {
  return stack.once(`ranges: ${name}`, async () =>
    coverAddresses(stack.mockUrl, await adminToken(stack.mockUrl), ips, name),
  );
}
