// npm test: unit and mock integration tests, then the browser journeys; ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUT = 'e2e/out/reports';
mkdirSync(OUT, { recursive: true });

const parts = [
  { name: 'unit', command: ['npx', 'vitest', 'run'], report: `${OUT}/unit.json` },
  { name: 'e2e', command: ['node', 'e2e/run.mjs'], report: `${OUT}/e2e.json` },
];

let passed = 0;
let failed = 0;
let exitCode = 0;
for (const part of parts) {
  rmSync(part.report, { force: true });
  const args = [
    ...part.command.slice(1),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${part.report}`,
  ];
  const run = spawnSync(part.command[0], args, { stdio: 'inherit' });
  if (run.status !== 0) exitCode = run.status ?? 1;
  try {
    const report = JSON.parse(readFileSync(part.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    // No report: the part could not start (e.g. Chromium missing); its exit code already says so.
    failed += 1;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed ? 1 : 0));
