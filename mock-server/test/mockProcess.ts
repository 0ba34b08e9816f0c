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

const MOCK_READY = /^Mock platform and device-control backend: (http:\S+)/;
/** The first line `npm run fleet` lists: the first player's URL, then its serial. */
const FLEET_READY = /^(http:\S+)\s+QB\d+/;

/**
 * `npm run mock` in a process of its own on a free port, without players, configured by its environment
 * (MOCK_DB, MOCK_SESSION_MAX, …). Resolves once it listens. For tests and benchmarks that kill it.
 */
export const spawnMock = (env: Record<string, string>): Promise<MockProcess> =>
  spawnServer('mock-server/index.ts', MOCK_READY, { MOCK_PORT: '0', MOCK_PLAYERS: '0', ...env });

/**
 * `npm run fleet` in a process of its own: one player on 127.0.0.2 and a free port, configured by its environment.
 * Its `url` is the player's.
 */
export const spawnFleet = (env: Record<string, string> = {}): Promise<MockProcess> =>
  spawnServer('mock-server/fleet/cli.ts', FLEET_READY, { MOCK_PLAYERS: '1', DEVICE_PORT: '0', ...env });

/** A server script in a process of its own; resolves with the URL of the first line that matches `ready`. */
async function spawnServer(script: string, ready: RegExp, env: Record<string, string>): Promise<MockProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
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
    url = ready.exec(line)?.[1] ?? '';
    if (url) break;
  }
  if (!url || child.pid === undefined) {
    kill();
    throw new Error(`${script} did not start`);
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
