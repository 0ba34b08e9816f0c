import { afterAll } from 'vitest';
import { startStack, type Stack } from './stack';

/**
 * The journey file's own product: mock platform, simulated players and the built console on free ports, started
 * when the file calls it (`const stack = await fileStack();` among its first lines) and stopped after its last
 * test. A test worker runs many files one after the other in one module state (vitest.e2e.config.ts), so the
 * stack is made per call, never kept in this module: no journey sees another's records, sessions or player
 * passwords.
 */
export async function fileStack(): Promise<Stack> {
  const stack = await startStack();
  afterAll(() => stack.close());
  return stack;
}
