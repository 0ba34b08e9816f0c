import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { result, type Benchmark, type BenchResult } from './result';

const BUDGET_S = 240;
const TIMINGS = 'e2e/out/reports/timings.json';
const LOAD_SAMPLE_MS = 5_000;

interface PartTiming {
  part: string;
  wallSeconds: number;
  cpuSeconds: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** CPU seconds (user + sys) of this process's finished children, from /proc (0 where /proc is missing). */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/**
 * `npm test` as a whole (unit, mock integration and browser journeys) on this machine, with the wall time and the
 * CPU time of each part. Other work on the machine stretches wall time, so the one-minute load average is sampled
 * during the run and printed beside the figures; CPU time (user + sys) varies much less with load.
 */
export const testSuite: Benchmark = {
  name: 'npm-test',
  async run() {
    const loads: number[] = [loadavg()[0]];
    const sampler = setInterval(() => loads.push(loadavg()[0]), LOAD_SAMPLE_MS);
    const cpuBefore = childrenCpuSeconds();
    const start = performance.now();
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['test', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('close', resolve);
    });
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    loads.push(loadavg()[0]);
    const load = {
      loadAverage: round(loads.reduce((sum, value) => sum + value, 0) / loads.length),
      loadAverageMax: round(Math.max(...loads)),
      cores: availableParallelism(),
    };
    const cpuSeconds = round(childrenCpuSeconds() - cpuBefore);
    let parts: PartTiming[] = [];
    let counts = {};
    try {
      const timings = JSON.parse(readFileSync(TIMINGS, 'utf8'));
      parts = timings.parts;
      counts = { passed: timings.passed, failed: timings.failed };
    } catch {
      // No timings: npm test stopped before writing them; the exit code below says it failed.
    }
    const total = result('npm-test', seconds, 's', BUDGET_S, { exitCode, cpuSeconds, ...counts, ...load });
    const lines: BenchResult[] = [{ ...total, ok: total.ok && exitCode === 0 }];
    for (const part of parts) {
      lines.push({
        name: `npm-test-${part.part}`,
        value: round(part.wallSeconds),
        unit: 's',
        budget: BUDGET_S,
        ok: true,
        cpuSeconds: round(part.cpuSeconds),
        ...load,
      });
    }
    return lines;
  },
};
