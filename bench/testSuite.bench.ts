import { spawnSync } from 'node:child_process';
import { result, type Benchmark } from './result';

const BUDGET_S = 300;

/** `npm test` as a whole (unit, mock integration and browser journeys) on this machine. */
export const testSuite: Benchmark = {
  name: 'npm-test',
  async run() {
    const start = performance.now();
    const run = spawnSync('npm', ['test', '--silent'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - start) / 1000;
    const line = result('npm-test', seconds, 's', BUDGET_S, { exitCode: run.status });
    return { ...line, ok: line.ok && run.status === 0 };
  },
};
