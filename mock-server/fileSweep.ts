import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * At a start, before any request: removes every file under `root` (one folder per tenant) that no record names,
 * as `tenant/name` in `kept`, and every hidden folder (uploads a crash cut short, `.spool`). A crash can leave
 * such files (a file is in place before its record is written), never a record naming a missing file. Answers
 * how many files went.
 */
export async function sweepFiles(root: string, kept: ReadonlySet<string>): Promise<number> {
  if (!existsSync(root)) return 0;
  let removed = 0;
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (!entry.isDirectory() || entry.name.startsWith('.')) {
      removed += entry.isDirectory() ? (await readdir(path, { recursive: true })).length : 1;
      await rm(path, { recursive: true, force: true });
      continue;
    }
    for (const name of await readdir(path)) {
      if (kept.has(`${entry.name}/${name}`)) continue;
      await rm(join(path, name), { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
