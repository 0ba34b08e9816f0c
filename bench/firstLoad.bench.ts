import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { result, type Benchmark } from './result';

const OUT = resolve('dist-bench');
const BUDGET_KB = 330;
/** Packages that must never be part of the first load. */
const LATE_ONLY = ['xlsx', 'tiptap', 'ra-input-rich-text'];

/** First-load JavaScript of the sign-in page: the entry chunk and its modulepreloads, gzip. */
export const firstLoad: Benchmark = {
  name: 'first-load-js',
  async run() {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      env: { ...process.env, DM_OUT_DIR: OUT },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
    const html = readFileSync(join(OUT, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    let gzipBytes = 0;
    const lateOnlyFound: string[] = [];
    for (const file of new Set(files)) {
      const code = readFileSync(join(OUT, file));
      gzipBytes += gzipSync(code, { level: 9 }).length;
      for (const name of LATE_ONLY)
        if (code.includes(`node_modules/${name}`) || file.includes(name)) lateOnlyFound.push(name);
    }
    const kb = gzipBytes / 1000;
    const line = result('first-load-js', kb, 'kB gzip', BUDGET_KB, { files: files.length, lateOnlyFound });
    return { ...line, ok: line.ok && lateOnlyFound.length === 0 };
  },
};
