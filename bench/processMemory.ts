import { readdirSync, readFileSync } from 'node:fs';

/** Memory of a process tree on Linux, read from /proc: for the browser's processes, which the benchmark launched. */

const readOr = (path: string, fallback: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback; // the process ended between listing and reading
  }
};

/** Every process whose ancestry leads to `root` (its own pid included). */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Fields after the command name (in parentheses, which may hold spaces): state, then the parent's pid.
    const stat = readOr(`/proc/${entry}/stat`, '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (Number.isFinite(parent)) parents.set(Number(entry), parent);
  }
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, parent] of parents)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grown = true;
      }
  }
  return [...tree];
}

/**
 * Proportional set size in bytes (`Pss` of smaps_rollup): the process's own pages plus its share of pages it
 * shares with others, so that a sum over a process tree counts shared libraries and shared memory once.
 */
const pssOf = (pid: number): number =>
  Number(/^Pss:\s+(\d+) kB/m.exec(readOr(`/proc/${pid}/smaps_rollup`, ''))?.[1] ?? 0) * 1024;

/** The command line of a process, its arguments separated by spaces. */
const commandOf = (pid: number): string => readOr(`/proc/${pid}/cmdline`, '').replaceAll('\0', ' ');

/** The browser's processes (its own and every renderer, GPU and utility process it started from this process). */
const browserProcesses = (): number[] =>
  descendants(process.pid).filter((pid) => pid !== process.pid && /chrom/i.test(commandOf(pid)));

/** The browser's memory now: the proportional set size of all its processes, and of its renderers alone. */
export function browserMemory(): { total: number; renderers: number; processes: number } {
  const pids = browserProcesses();
  let total = 0;
  let renderers = 0;
  for (const pid of pids) {
    const pss = pssOf(pid);
    total += pss;
    if (commandOf(pid).includes('--type=renderer')) renderers += pss;
  }
  return { total, renderers, processes: pids.length };
}
