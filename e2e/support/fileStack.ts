import { afterAll } from 'vitest';
import { startStack } from './stack';

/**
 * The journey file's own product: mock platform, simulated players and the built console on free ports, started
 * when the file is loaded and stopped after its last test. Files run in parallel (vitest.e2e.config.ts), each in
 * its own module state, so no journey sees another's records, sessions or player passwords.
 */
export const stack = await startStack();
afterAll(() => stack.close());
