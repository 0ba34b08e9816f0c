import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { spawnMock, type MockProcess } from './mockProcess';

/**
 * Mock processes of one test file that a test may kill, each on a data file in a temporary folder; after each
 * test every process is killed and every folder removed. Call at the top of a test file.
 */
export function crashableMocks() {
  const running: MockProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((mock) => mock.stop('SIGKILL')));
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return {
    /** A data file in a new temporary folder. */
    async dbFile(): Promise<string> {
      const dir = await mkdtemp(join(tmpdir(), 'dm-durable-'));
      dirs.push(dir);
      return join(dir, 'db.json');
    },
    async start(dbFile: string): Promise<MockProcess> {
      const mock = await spawnMock({ MOCK_DB: dbFile });
      running.push(mock);
      return mock;
    },
  };
}
