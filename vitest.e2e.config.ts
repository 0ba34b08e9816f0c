import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys. One production build for all (e2e/globalSetup.ts); each file starts its own mock, fleet and
 * console server on free ports when it loads (`await fileStack()`, e2e/support/fileStack.ts), so independent files
 * run side by side: two more at a time than the machine has cores, since a journey spends part of its time waiting
 * (for a player's restart, a rollout's wave, a page's answer) and the extra files fill that time (docs/decisions.md,
 * "What the suite's time is made of"). The global set-up also launches one Chromium per worker; each file opens fresh
 * browser contexts of its worker's Chromium (e2e/support/browser.ts). A worker keeps its module graph from one file
 * to the next (`isolate: false`): playwright-core, the mock and the console's modules load once per worker instead
 * of once per file. Nothing of a file's product lives in module state: the stack is made per file and the browser
 * contexts are the file's own.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    setupFiles: ['e2e/support/quietConsole.ts'],
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || availableParallelism() + 2,
    isolate: false,
    // A journey waits for what a person would see; the limit only ends one that hangs, and a busy machine (CI and
    // people share theirs) can make a long keyboard walk take well over a minute.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
