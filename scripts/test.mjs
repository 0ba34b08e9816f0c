// npm test: unit and mock integration tests, then the browser journeys; ends with one "N passed, N failed" line.
// Each part's wall time and CPU time (user + sys of everything it started), and the wall time of the journeys'
// build within the e2e part, go to e2e/out/reports/timings.json (bench/testSuite.bench.ts prints them).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const OUT = 'e2e/out/reports';
mkdirSync(OUT, { recursive: true });

// `npm test -- <files>` runs only the named test files: `*.e2e.ts` in the journeys' part, the others in the unit
// part; a part with none named is left out (the small mode of the npm-test benchmark uses this).
const named = process.argv.slice(2);
const ofPart = (isJourney) => named.filter((file) => file.endsWith('.e2e.ts') === isJourney);
const parts = [
  { name: 'unit', command: ['npx', 'vitest', 'run', ...ofPart(false)], report: `${OUT}/unit.json` },
  {
    name: 'e2e',
    command: ['node', 'e2e/run.mjs', ...ofPart(true)],
    report: `${OUT}/e2e.json`,
    build: `${OUT}/build.json`,
  },
].filter((part) => named.length === 0 || part.command.length > (part.name === 'unit' ? 3 : 2));

/** CPU seconds (user + sys) of this process's finished children, from /proc (0 where /proc is missing). */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ", field 14 (cutime) and 15 (cstime) of proc(5) are at indexes 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

let passed = 0;
let failed = 0;
/** Files that failed as a whole (a hook, an import, a crash) or held a failed test, named again at the end. */
const failedFiles = [];
let exitCode = 0;
const timings = [];
for (const part of parts) {
  rmSync(part.report, { force: true });
  if (part.build) rmSync(part.build, { force: true });
  const args = [
    ...part.command.slice(1),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${part.report}`,
  ];
  const cpuBefore = childrenCpuSeconds();
  const start = performance.now();
  const run = spawnSync(part.command[0], args, { stdio: 'inherit' });
  timings.push({
    part: part.name,
    wallSeconds: (performance.now() - start) / 1000,
    cpuSeconds: childrenCpuSeconds() - cpuBefore,
  });
  if (part.build) {
    // The journeys' one production build (e2e/globalSetup.ts), inside the part's figures.
    try {
      timings.push({ part: `${part.name}-build`, ...JSON.parse(readFileSync(part.build, 'utf8')) });
    } catch {
      // No build figures: the build was reused (E2E_REUSE_BUILD=1) or never ran.
    }
  }
  if (run.status !== 0) exitCode = run.status ?? 1;
  try {
    const report = JSON.parse(readFileSync(part.report, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults.filter((result) => result.status === 'failed'))
      failedFiles.push(
        `${file.name.replace(`${process.cwd()}/`, '')}: ${(file.message || 'a test failed').split('\n')[0].slice(0, 200)}`,
      );
  } catch {
    // No report: the part could not start (e.g. Chromium missing); its exit code already says so.
    failed += 1;
  }
}
writeFileSync(`${OUT}/timings.json`, JSON.stringify({ passed, failed, parts: timings }, null, 2));
const filesNote = failedFiles.length
  ? `; ${failedFiles.length} file(s) failed:\n  ${failedFiles.join('\n  ')}`
  : '';
console.log(`\ntests: ${passed} passed, ${failed} failed${filesNote}`);
process.exit(exitCode || (failed || failedFiles.length ? 1 : 0));
