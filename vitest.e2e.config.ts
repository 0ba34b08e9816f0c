import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys. One production build for all (e2e/globalSetup.ts); each file starts its own mock, fleet and
 * console server on free ports when it loads (e2e/support/fileStack.ts), so independent files run side by side:
 * two at a time at most, which is what two cores carry. The global set-up also launches one Chromium per worker;
 * each file opens fresh browser contexts of its worker's Chromium (e2e/support/browser.ts). `isolate` stays on: every file gets
 * its own module state, hence its own stack.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    setupFiles: ['e2e/support/quietConsole.ts'],
    fileParallelism: true,
    maxWorkers: Math.min(2, availableParallelism()),
    isolate: true,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
