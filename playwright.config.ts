import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { JOURNEY_CHROMIUM_PATH, journeyLaunchOptions } from './e2e/support/browser';
import { SEE_MS } from './e2e/support/patience';

// Fails loudly, with the fix, when the journeys' Chromium is missing: a journey never passes without a browser.
if (!existsSync(JOURNEY_CHROMIUM_PATH)) {
  throw new Error(
    `Browser journeys need Chromium's headless build at ${JOURNEY_CHROMIUM_PATH}, and it is not there. ` +
      "Install it from Debian's packages: sudo apt-get update && sudo apt-get install -y chromium-headless-shell " +
      '(or point CHROMIUM_PATH at an existing Chromium binary). Never "npx playwright install": it cannot download here.',
  );
}

/** Whether failing tests' traces carry DOM snapshots: in CI, or when asked for. */
const TRACE_SNAPSHOTS = Boolean(process.env.CI) || process.env.E2E_TRACE_SNAPSHOTS === '1';

/** Where a run leaves its reports, and the traces and screenshots of each failing test. */
export const E2E_OUT = 'e2e/out';

// Each run's traces and screenshots in a folder of its own (the runner names it; its workers inherit the name), so
// that two runs in one checkout never clear each other's files.
process.env.DM_E2E_RUN ??= new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Browser journeys (e2e/*.e2e.ts) on Playwright Test. One production build for all (support/buildOnce.ts); a
 * worker runs one journey file at a time against that file's own mock, players and console server
 * (support/test.ts), in fresh browser contexts of the worker's one Chromium. Two workers more than cores: a journey
 * spends part of its time waiting (a player's restart, a rollout's wave) and the extra files fill it
 * (docs/decisions.md, "What the suite's time is made of"). No retries: a flaky journey is fixed, not hidden.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/support/buildOnce.ts',
  outputDir: `${E2E_OUT}/test-results/${process.env.DM_E2E_RUN}`,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 2,
  // A journey waits for what a person would see; the limit only ends one that hangs, and a busy machine (CI and
  // people share theirs) can make a long keyboard walk take well over a minute.
  timeout: 180_000,
  expect: { timeout: SEE_MS },
  reporter: [['list'], ['json', { outputFile: `${E2E_OUT}/reports/e2e.json` }]],
  use: {
    launchOptions: journeyLaunchOptions,
    locale: 'en-US',
    colorScheme: 'light',
    viewport: { width: 1366, height: 860 },
    // The console then draws no transitions or ripples, which spares the shared machine's CPU the frames between.
    contextOptions: { reducedMotion: 'reduce' },
    // A failing test keeps its trace (actions, console, network) and a screenshot. DOM snapshots in the trace cost a
    // fifth of the journeys' CPU (measured: ten Devices loads 37.6 → 28.8 s), so they are recorded where a failure
    // cannot be run again by hand (CI) or when asked for (E2E_TRACE_SNAPSHOTS=1).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: TRACE_SNAPSHOTS, sources: false },
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
});
