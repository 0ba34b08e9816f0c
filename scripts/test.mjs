// npm test: unit and mock integration tests beside the browser journeys; ends with one "N passed, N failed" line.
// The two parts run at the same time: the journeys spend most of their time waiting on a browser, players and
// restarts, and the unit tests fill that idle CPU. The journeys print as they go; the unit part's output is held and
// printed whole when it ends, so the two never interleave line by line. Each part's wall time and CPU time (user +
// sys of the processes it waited for), the wall time of the journeys' build and the busy CPU time of the whole
// machine during the run go to e2e/out/reports/timings.json (bench/testSuite.bench.ts prints them).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const OUT = 'e2e/out/reports';
mkdirSync(OUT, { recursive: true });

// `npm test -- <files>` runs only the named test files: `*.e2e.ts` in the journeys' part, the others in the unit
// part; a part with none named is left out (the small mode of the npm-test benchmark uses this).
const named = process.argv.slice(2);
const ofPart = (isJourney) => named.filter((file) => file.endsWith('.e2e.ts') === isJourney);
const parts = [
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      ...ofPart(false),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/unit.json`,
    ],
    named: ofPart(false).length,
    report: `${OUT}/unit.json`,
    counts: vitestCounts,
    held: true,
  },
  {
    // Playwright Test (playwright.config.ts) writes its JSON report to e2e/out/reports/e2e.json.
    name: 'e2e',
    command: ['npx', 'playwright', 'test', ...ofPart(true)],
    named: ofPart(true).length,
    report: `${OUT}/e2e.json`,
    counts: playwrightCounts,
    build: `${OUT}/build.json`,
    held: false,
  },
].filter((part) => named.length === 0 || part.named > 0);

/** Passed and failed tests of vitest's JSON report, and the files that failed with their first line. */
function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    failedFiles: report.testResults
      .filter((result) => result.status === 'failed')
      .map(
        (file) =>
          `${file.name.replace(`${process.cwd()}/`, '')}: ${(file.message || 'a test failed').split('\n')[0].slice(0, 200)}`,
      ),
  };
}

/** The specs of a Playwright JSON report's suite and of every suite inside it. */
const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];

/**
 * Passed and failed tests of Playwright's JSON report (a flaky test counts as failed: there are no retries), and the
 * failed tests with their file and line. Errors outside any test (the configuration, the build) count as one failure.
 */
function playwrightCounts(report) {
  const specs = report.suites.flatMap(specsOf);
  const failedSpecs = specs.filter((spec) => !spec.ok);
  const outside = (report.errors ?? []).map(
    (error) => `e2e: ${(error.message ?? '').split('\n')[0].slice(0, 200)}`,
  );
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + outside.length,
    failedFiles: [...failedSpecs.map((spec) => `e2e/${spec.file}:${spec.line}: ${spec.title}`), ...outside],
  };
}

/**
 * CPU seconds (user + sys) of a finished process tree: the part runs under a shell that, once the part ended,
 * writes its own /proc stat, whose cutime and cstime (fields 16 and 17 of proc(5)) hold everything the part ran.
 * 0 where /proc is missing.
 */
function cpuSecondsOf(statFile) {
  try {
    const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** Runs one part to its end: its exit code, wall time and CPU time; a held part's output is printed at its end. */
function runPart(part) {
  rmSync(part.report, { force: true });
  if (part.build) rmSync(part.build, { force: true });
  const statFile = `${OUT}/${part.name}.stat`;
  rmSync(statFile, { force: true });
  const args = part.command;
  const script = '"$@"; status=$?; cat /proc/$$/stat > "$STAT_FILE" 2>/dev/null; exit $status';
  const start = performance.now();
  const child = spawn('sh', ['-c', script, 'sh', ...args], {
    stdio: part.held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, STAT_FILE: statFile, ...(part.held ? { FORCE_COLOR: '1' } : {}) },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (part.held) process.stdout.write(Buffer.concat(output));
      resolve({
        status: code ?? 1,
        timing: {
          part: part.name,
          wallSeconds: (performance.now() - start) / 1000,
          cpuSeconds: cpuSecondsOf(statFile),
        },
      });
    });
  });
}

/**
 * Busy CPU seconds of the whole machine so far (user, nice, system, irq, softirq and steal of /proc/stat, in its
 * 1/100 s ticks); null where /proc is missing. The parts' own figures count only the processes their shells wait
 * for, and most of Chromium's are not among them (its renderers end as orphans of the zygote), so the run's CPU is
 * read here, for the machine as a whole: on a quiet machine, what the tests cost.
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const busyBefore = machineBusySeconds();
const runs = await Promise.all(parts.map(runPart));
const busyAfter = machineBusySeconds();
const machineCpuSeconds = busyBefore === null || busyAfter === null ? null : busyAfter - busyBefore;

let passed = 0;
let failed = 0;
/** Files that failed as a whole (a hook, an import, a crash) or tests that failed, named again at the end. */
const failedFiles = [];
let exitCode = 0;
const timings = [];
for (const [index, part] of parts.entries()) {
  const { status, timing } = runs[index];
  timings.push(timing);
  if (part.build) {
    // The journeys' one production build (e2e/support/buildOnce.ts), inside the part's figures.
    try {
      timings.push({ part: `${part.name}-build`, ...JSON.parse(readFileSync(part.build, 'utf8')) });
    } catch {
      // No build figures: the build was reused (E2E_REUSE_BUILD=1) or never ran.
    }
  }
  if (status !== 0) exitCode = status;
  try {
    const counts = part.counts(JSON.parse(readFileSync(part.report, 'utf8')));
    passed += counts.passed;
    failed += counts.failed;
    failedFiles.push(...counts.failedFiles);
  } catch {
    // No report: the part could not start (e.g. Chromium missing); its exit code already says so.
    failed += 1;
  }
}
writeFileSync(
  `${OUT}/timings.json`,
  JSON.stringify({ passed, failed, machineCpuSeconds, parts: timings }, null, 2),
);
const filesNote = failedFiles.length
  ? `; failed:\n  ${failedFiles.join('\n  ')}\n` +
    'Traces and screenshots of the failing journeys: under e2e/out/test-results/ (the run above names each) ' +
    '(open one with npx playwright show-trace <its trace.zip>)'
  : '';
console.log(`\ntests: ${passed} passed, ${failed} failed${filesNote}`);
process.exit(exitCode || (failed || failedFiles.length ? 1 : 0));
