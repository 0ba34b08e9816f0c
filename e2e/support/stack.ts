import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createMockServer } from '../../mock-server/app';
import { startFleet } from '../../mock-server/fleet';
import type { PlayerFault } from '../../mock-server/fleet/faults';
import type { Fleet } from '../../mock-server/fleet/fleet';
import { serveConsole } from './staticServer';

/** The player port baked into the test build and swapped per run by the static server. */
export const DEVICE_PORT_PLACEHOLDER = '59999';

export const TEST_BUILD_DIR = resolve('dist-e2e');

/**
 * How long a simulated player stays away after a restart in the journeys. A real QBIC takes about a minute; the
 * console looks for it again at its own pace (every second after a restart asked from the QBIC tab, every 250 ms in
 * a rollout), so a short restart spares the journeys that wait without changing what the console does. A journey
 * that acts while a player restarts holds it down with the `noReturnAfterReboot` fault, never on this time.
 */
export const JOURNEY_REBOOT_MS = 300;

/**
 * How long the mock takes to produce a display device's screenshot in the journeys (1.5 s by default): the console
 * asks for it every second until it is there, so the journeys wait for its first look, not the mock's pause.
 */
export const JOURNEY_SCREENSHOT_MS = 200;

/** Builds the console once for all test stacks (E2E_REUSE_BUILD=1 keeps an existing build). */
export function buildTestConsole(): void {
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(join(TEST_BUILD_DIR, 'index.html'))) return;
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_DEVICE_PORT: DEVICE_PORT_PLACEHOLDER,
      DM_OUT_DIR: TEST_BUILD_DIR,
    },
  });
  if (result.status !== 0) throw new Error('The console build for the browser journeys failed.');
}

/**
 * Ports the journeys' servers are given: below Linux's ephemeral range (32768–60999), from which outgoing
 * connections and servers asking for port 0 draw theirs, so that nothing else takes a port between our asking for it
 * and listening on it (a busy run makes thousands of connections on loopback).
 */
const OWN_PORTS = { from: 20_000, to: 32_000 } as const;

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(port, host, () => server.close(() => answer(true)));
  });
}

/** A port nothing listens on at `host` now, from the journeys' own range. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (;;) {
    const port = OWN_PORTS.from + Math.floor(Math.random() * (OWN_PORTS.to - OWN_PORTS.from));
    if (await canListen(port, host)) return port;
  }
}

export interface StackOptions {
  devices?: number;
  /** Activity log entries of tenant acme (the benchmarks' 100,000). */
  activity?: number;
  players?: number;
  playerLatencyMs?: number;
  tokenTtlSeconds?: number;
  /** false: a platform that keeps no records (config.json names no recordsUrl). */
  records?: boolean;
}

export interface Stack {
  consoleUrl: string;
  mockUrl: string;
  devicePort: number;
  playerIps: string[];
  /** Gives a simulated player a fault (offline, slow, …; null clears), as the fleet README describes. */
  setPlayerFault(ip: string, fault: PlayerFault | null): Promise<void>;
  /** App and firmware files a simulated player received whole since the stack started. */
  uploadsReceived(ip: string): { app: number; firmware: number };
  close(): Promise<void>;
}

/** A whole product on free ports: mock platform, simulated players and the built console. */
/** Times a stack looks for another port when one its players were given was taken meanwhile. */
const PORT_TRIES = 5;

/**
 * Starts the players on a port free a moment ago, and on another if that one was taken in between (a free port is
 * asked on 127.0.0.1, the players listen on 127.0.0.2 and up, and other journeys and tests start servers at once).
 */
async function startFleetOnFreePort(start: (port: number) => Promise<Fleet>) {
  for (let attempt = 1; ; attempt += 1) {
    const devicePort = await freePort();
    try {
      return { fleet: await start(devicePort), devicePort };
    } catch (error) {
      const taken = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
      if (!taken || attempt >= PORT_TRIES) throw error;
    }
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dm-stack-'));
  // The players' port goes into the console's files when they are first asked for, once the players listen.
  const replacements: Record<string, string> = {};
  // Where this stack's platform is, as an operator writes it beside index.html (read when the console starts).
  const files: Record<string, string> = {};
  const site = await serveConsole(TEST_BUILD_DIR, replacements, files);
  const mock = await createMockServer({
    port: 0,
    dbFile: join(dataDir, 'db.json'),
    reset: true,
    devices: options.devices ?? 40,
    activity: options.activity,
    tokenTtlSeconds: options.tokenTtlSeconds,
    allowedOrigins: [site.url],
    screenshotDelayMs: JOURNEY_SCREENSHOT_MS,
  });
  files['/config.json'] = JSON.stringify({
    platformUrl: mock.url,
    deviceControlUrl: mock.url,
    ...(options.records === false ? {} : { recordsUrl: `${mock.url}/records` }),
  });
  const { fleet, devicePort } = await startFleetOnFreePort((port) =>
    startFleet({
      count: options.players ?? 12,
      port,
      allowedOrigins: [site.url],
      latencyMs: options.playerLatencyMs,
      rebootMs: JOURNEY_REBOOT_MS,
    }),
  );
  replacements[DEVICE_PORT_PLACEHOLDER] = String(devicePort);
  return {
    consoleUrl: site.url,
    mockUrl: mock.url,
    devicePort,
    playerIps: fleet.players.map((player) => player.ip),
    setPlayerFault: (ip, fault) => fleet.player(ip).setFault(fault),
    uploadsReceived: (ip) => fleet.player(ip).uploadsReceived(),
    async close() {
      await fleet.close();
      await mock.close();
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
