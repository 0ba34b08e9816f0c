// What the screenshot scripts share: the looks and widths a person checks, and a stack whose players are scanned.
import { mkdirSync } from 'node:fs';
import { adminToken, coverAddresses } from '../e2e/support/qbic';
import { buildTestConsole, startStack, type Stack } from '../e2e/support/stack';

/** English and German, light and dark. */
export const LOOKS = [
  { locale: 'en-US', colorScheme: 'light' as const, tag: 'en-light' },
  { locale: 'de-DE', colorScheme: 'dark' as const, tag: 'de-dark' },
  { locale: 'en-US', colorScheme: 'dark' as const, tag: 'en-dark' },
  { locale: 'de-DE', colorScheme: 'light' as const, tag: 'de-light' },
];
/** A laptop and a tablet held upright. */
export const SIZES = [
  { width: 1366, height: 850 },
  { width: 768, height: 1024 },
];
/** Every look at every size, tagged as the files are named (`de-dark-768`). */
export const VARIANTS = SIZES.flatMap((size) =>
  LOOKS.map((look) => ({ ...look, ...size, tag: `${look.tag}-${size.width}` })),
);

/** Makes the folder, builds the test console and starts a stack whose ranges cover every simulated player. */
export async function screensStack(out: string): Promise<Stack> {
  mkdirSync(out, { recursive: true });
  buildTestConsole();
  const stack = await startStack();
  await coverAddresses(stack.mockUrl, await adminToken(stack.mockUrl), stack.playerIps, 'Screenshots');
  return stack;
}
