// npm run bench [name …]: runs the benchmarks and prints one JSON object per figure; exits 1 if a budget is missed.
import { firstLoad } from './firstLoad.bench';
import { deviceListApi } from './deviceListApi.bench';
import { qbic } from './qbic.bench';
import { shell } from './shell.bench';
import { devicesTab } from './devices.bench';
import { testSuite } from './testSuite.bench';
import { qbicConfig } from './qbicConfig.bench';
import { contentLibrary } from './content.bench';
import { bulk } from './bulk.bench';
import { bulkHostile } from './bulkHostile.bench';
import { workplace } from './workplace.bench';
import { durableWrites } from './durableWrites.bench';
import { uploadMemory } from './uploadMemory.bench';
import type { Benchmark, BenchResult } from './result';

const benchmarks: Benchmark[] = [
  firstLoad,
  deviceListApi,
  shell,
  devicesTab,
  qbic,
  qbicConfig,
  contentLibrary,
  bulk,
  bulkHostile,
  workplace,
  durableWrites,
  uploadMemory,
  testSuite,
];

const wanted = process.argv.slice(2);
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
const results: BenchResult[] = [];
for (const benchmark of selected) {
  const outcome = await benchmark.run();
  for (const line of Array.isArray(outcome) ? outcome : [outcome]) {
    results.push(line);
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
process.exit(results.every((line) => line.ok) ? 0 : 1);
