import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface MockProcess {
  url: string;
  pid: number;
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
    stdio: ['ignore', 'pipe', 'inherit'],
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
    async stop(signal = 'SIGTERM') {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
