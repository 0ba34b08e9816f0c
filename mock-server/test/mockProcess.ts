import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface MockProcess {
  url: string;
  pid: number;
  /** What the process wrote to its error output so far. */
  errors(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const READY = /^Mock platform and device-control backend: (http:\S+)/;

/**
 * `npm run mock` in a process of its own on a free port, without players, configured by its environment
 * (MOCK_DB, MOCK_SESSION_MAX, …). Resolves once it listens. For tests and benchmarks that kill it.
 */
export async function spawnMock(env: Record<string, string>): Promise<MockProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/index.ts'], {
    env: { ...process.env, MOCK_PORT: '0', MOCK_PLAYERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Passed on as before, and kept for tests that check what the mock logged.
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
    process.stderr.write(chunk);
  });
  const exited = once(child, 'exit');
  // The mock never outlives its caller, even when that fails half-way.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let url = '';
  for await (const line of createInterface({ input: child.stdout })) {
    url = READY.exec(line)?.[1] ?? '';
    if (url) break;
  }
  if (!url || child.pid === undefined) {
    kill();
    throw new Error('The mock did not start');
  }
  child.stdout.resume();
  return {
    url,
    pid: child.pid,
    errors: () => errors,
    async stop(signal = 'SIGTERM') {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
