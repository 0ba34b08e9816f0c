// npm run bench [--smoke] [name …]: runs the benchmarks and prints one JSON object per figure; exits 1 if a budget
// is missed or a benchmark could not measure. --smoke: each benchmark in its small mode (bench/scale.ts), judged
// only on having measured; CI runs it after the tests, so that a change that breaks a benchmark fails there.
import { firstLoad } from './firstLoad.bench';
import { deviceListApi } from './deviceListApi.bench';
import { qbic } from './qbic.bench';
import { qbicActions } from './qbicActions.bench';
import { shell } from './shell.bench';
import { devicesTab } from './devices.bench';
import { testSuite } from './testSuite.bench';
import { qbicConfig } from './qbicConfig.bench';
import { contentLibrary } from './content.bench';
import { bulk } from './bulk.bench';
import { bulkHostile } from './bulkHostile.bench';
import { workplace } from './workplace.bench';
import { durableWrites } from './durableWrites.bench';
import { recordsWrites } from './recordsWrites.bench';
import { uploadMemory } from './uploadMemory.bench';
import { rollout } from './rollout.bench';
import { rolloutMemory } from './rolloutMemory.bench';
import { activityLog } from './activity.bench';
import { failed, type Benchmark, type BenchResult } from './result';
import { SMOKE } from './scale';

const benchmarks: Benchmark[] = [
  firstLoad,
  deviceListApi,
  shell,
  devicesTab,
  qbic,
  qbicActions,
  qbicConfig,
  contentLibrary,
  bulk,
  bulkHostile,
  workplace,
  durableWrites,
  recordsWrites,
  uploadMemory,
  rollout,
  rolloutMemory,
  activityLog,
  testSuite,
];

const wanted = process.argv.slice(2).filter((arg) => arg !== '--smoke');
// A name picks a benchmark, or one part of it (bulk-push-1000 is a part of bulk).
const selected = wanted.length
  ? benchmarks.flatMap((b) =>
      wanted.includes(b.name) ? [b] : (b.parts ?? []).filter((p) => wanted.includes(p.name)),
    )
  : benchmarks;
if (selected.length === 0) {
  process.stderr.write(`No benchmark is named ${wanted.join(', ')}\n`);
  process.exit(1);
}
// The small mode reuses the journeys' console build when there is one (npm test made it just before).
if (SMOKE) process.env.E2E_REUSE_BUILD ??= '1';

/** How long one benchmark may take before it is reported as not finishing, so that it never holds up the others. */
const BOUND_S = SMOKE ? 300 : 1_800;

/** The benchmark's lines, or one line saying why it could not measure (it threw, or took longer than its bound). */
async function measure(benchmark: Benchmark): Promise<BenchResult[]> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${BOUND_S} s`)), BOUND_S * 1000);
  });
  try {
    const outcome = await Promise.race([benchmark.run(), bound]);
    return Array.isArray(outcome) ? outcome : [outcome];
  } catch (error) {
    return [failed(benchmark.name, error)];
  } finally {
    clearTimeout(timer);
  }
}

const results: BenchResult[] = [];
for (const benchmark of selected) {
  for (const line of await measure(benchmark)) {
    const shown = SMOKE ? { ...line, smoke: true } : line;
    results.push(shown);
    process.stdout.write(`${JSON.stringify(shown)}\n`);
  }
}
// A small run proves that each benchmark measures; its figures are not held to the budgets.
const passed = (line: BenchResult) => (SMOKE ? line.error === undefined && line.measured !== false : line.ok);
process.exit(results.every(passed) ? 0 : 1);
