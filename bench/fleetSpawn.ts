import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface FleetProcess {
  pid: number;
  port: number;
  ips: string[];
  serials: string[];
  close(): Promise<void>;
}

const READY = /simulated players ready\./;
const PLAYER_LINE = /^http:\/\/([\d.]+):(\d+)\s+(\S+)/;

/**
 * `npm run fleet` in its own process (as real players are other machines), configured by its environment
 * (MOCK_PLAYERS, MOCK_PLAYER_LATENCY, …) on a free port. Resolves once every player listens.
 */
export async function spawnFleet(env: Record<string, string>): Promise<FleetProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/fleet/cli.ts'], {
    env: { ...process.env, DEVICE_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  // The players never outlive the benchmark, even when it fails half-way.
  const stopChild = () => child.kill('SIGTERM');
  process.once('exit', stopChild);
  const ips: string[] = [];
  const serials: string[] = [];
  let port = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const player = PLAYER_LINE.exec(line);
    if (player) {
      ips.push(player[1]);
      port = Number(player[2]);
      serials.push(player[3]);
    }
    if (READY.test(line)) break;
  }
  if (ips.length === 0 || child.pid === undefined) {
    stopChild();
    throw new Error('The simulated fleet did not start');
  }
  return {
    pid: child.pid,
    port,
    ips,
    serials,
    async close() {
      process.off('exit', stopChild);
      stopChild();
      await exited;
    },
  };
}
