import { mkdirSync, writeFileSync } from 'node:fs';
import { buildTestConsole } from './stack';

/** Where `npm test` (scripts/test.mjs) picks up how long the build took, to print it as its own figure. */
const BUILD_TIMING = 'e2e/out/reports/build.json';

/** Playwright's global set-up: builds the console once for every journey file (each serves it from its own stack). */
export default function buildOnce(): void {
  const start = performance.now();
  buildTestConsole();
  mkdirSync('e2e/out/reports', { recursive: true });
  writeFileSync(BUILD_TIMING, JSON.stringify({ wallSeconds: (performance.now() - start) / 1000 }));
}
