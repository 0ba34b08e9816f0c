import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ENDPOINTS_ENV, journeyLaunchOptions } from './support/browser';
import { buildTestConsole } from './support/stack';

/** Where `npm test` (scripts/test.mjs) picks up how long the build took, to print it as its own figure. */
const BUILD_TIMING = 'e2e/out/reports/build.json';

/**
 * Builds the console once for every journey file (each file then serves it from its own stack, support/fileStack),
 * and launches one Chromium per test worker: a journey file opens fresh contexts of its worker's Chromium instead
 * of launching one of its own (support/browser).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const start = performance.now();
  buildTestConsole();
  mkdirSync('e2e/out/reports', { recursive: true });
  writeFileSync(BUILD_TIMING, JSON.stringify({ wallSeconds: (performance.now() - start) / 1000 }));
  const servers = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, () =>
      chromium.launchServer(journeyLaunchOptions),
    ),
  );
  process.env[CHROMIUM_ENDPOINTS_ENV] = JSON.stringify(servers.map((server) => server.wsEndpoint()));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
