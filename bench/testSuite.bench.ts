import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { paceMs } from './pace';
import { result, type Benchmark, type BenchResult } from './result';
import { sized } from './scale';

const BUDGET_S = 180;
const TIMINGS = 'e2e/out/reports/timings.json';
const LOAD_SAMPLE_MS = 5_000;
/** The small mode runs one unit file and one journey file through the same script, to prove the figures come out. */
const SMOKE_FILES = sized([], ['src/test/journeyAccessibility.test.ts', 'e2e/foundation.e2e.ts']);

interface PartTiming {
  part: string;
  wallSeconds: number;
  /** User + sys CPU seconds of everything the part ran; absent for the build, which is inside the e2e part. */
  cpuSeconds?: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * `npm test` as a whole (unit, mock integration and browser journeys) on this machine, with the wall time and the
 * CPU time of each part. Other work on the machine stretches wall time, so the one-minute load average is sampled
 * during the run and printed beside the figures; CPU time (user + sys) varies much less with load. `cpuSeconds`
 * counts the processes `npm test` waited for, which leaves out most of Chromium; `machineCpuSeconds` is the busy
 * CPU time of the whole machine during the run, Chromium included: on a quiet machine, what the suite costs.
 * `paceMs` is the machine's pace just before and just after the run (bench/pace.ts): the same suite costs more CPU
 * when the machine runs slower, so figures of two runs compare only at a like pace.
 */
export const testSuite: Benchmark = {
  name: 'npm-test',
  async run() {
    rmSync(TIMINGS, { force: true });
    const paceBefore = paceMs();
    const loads: number[] = [loadavg()[0]];
    const sampler = setInterval(() => loads.push(loadavg()[0]), LOAD_SAMPLE_MS);
    const start = performance.now();
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['test', '--silent', ...SMOKE_FILES], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('close', resolve);
    });
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const paceAfter = paceMs();
    loads.push(loadavg()[0]);
    const load = {
      loadAverage: round(loads.reduce((sum, value) => sum + value, 0) / loads.length),
      loadAverageMax: round(Math.max(...loads)),
      cores: availableParallelism(),
    };
    let parts: PartTiming[] = [];
    let counts = {};
    let machineCpuSeconds: number | null = null;
    try {
      const timings = JSON.parse(readFileSync(TIMINGS, 'utf8'));
      parts = timings.parts;
      machineCpuSeconds = timings.machineCpuSeconds ?? null;
      counts = { passed: timings.passed, failed: timings.failed };
    } catch {
      // No timings: npm test stopped before writing them; the exit code below says it failed.
    }
    const cpuSeconds = round(parts.reduce((sum, part) => sum + (part.cpuSeconds ?? 0), 0));
    const total = result('npm-test', seconds, 's', BUDGET_S, {
      exitCode,
      cpuSeconds,
      ...(machineCpuSeconds === null ? {} : { machineCpuSeconds: round(machineCpuSeconds) }),
      ...counts,
      ...load,
      paceMs: [paceBefore, paceAfter],
    });
    const lines: BenchResult[] = [{ ...total, ok: total.ok && exitCode === 0 }];
    // The parts share the whole run's budget; only the whole is held to it.
    for (const part of parts) {
      lines.push({
        name: `npm-test-${part.part}`,
        value: round(part.wallSeconds),
        unit: 's',
        budget: BUDGET_S,
        ok: true,
        partOf: 'npm-test',
        ...(part.cpuSeconds === undefined ? {} : { cpuSeconds: round(part.cpuSeconds) }),
        ...load,
      });
    }
    return lines;
  },
};
