import { createServer } from 'node:net';
import { DEFAULT_DEVICE_PORT } from '../../src/contract/constants';
import { faultFor, loadFaultFile, type FaultMap } from './faults';
import { DEFAULT_CONSOLE_ORIGINS } from './http';
import { hostAt, playerIdentity } from './identity';
import { createPlayer, type Player, type PlayerHandle } from './player';

export interface FleetOptions {
  /** How many players (default 12). */
  count?: number;
  /** The port every player listens on (default DEFAULT_DEVICE_PORT, 8080); 0 picks a free one for all. */
  port?: number;
  /** The address of the first player (default 127.0.0.2); the next ones count up, skipping .0 and .255. */
  firstHost?: string;
  /** The tenant the fleet is meant for; players do not use it (the console derives passwords from it). */
  tenantId?: string;
  /** Console origins allowed by CORS, on top of localhost/127.0.0.1 on ports 5173 and 4173. */
  allowedOrigins?: readonly string[];
  /** Faults keyed by player ip or serial number. */
  faults?: FaultMap;
  /** A JSON file of faults in the same shape (MOCK_FAULTS); its entries give way to `faults`. */
  faultsFile?: string;
  /** A folder to keep each player's settings, password, versions and files across restarts. */
  dataDir?: string;
  /** Milliseconds added to every request of every player (benchmarks). */
  latencyMs?: number;
  /** How long a reboot keeps a player unreachable (default 3,000 ms). */
  rebootMs?: number;
}

export interface Fleet {
  players: PlayerHandle[];
  /** The player with this ip address or serial number; throws when there is none. */
  player(ipOrSerial: string): PlayerHandle;
  close(): Promise<void>;
}

const DEFAULT_PLAYER_COUNT = 12;
const DEFAULT_FIRST_HOST = '127.0.0.2';
const DEFAULT_REBOOT_MS = 3_000;

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts simulated QBIC players, each an HTTP server on its own loopback address. */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const count = options.count ?? DEFAULT_PLAYER_COUNT;
  const firstHost = options.firstHost ?? DEFAULT_FIRST_HOST;
  const requestedPort = options.port ?? DEFAULT_DEVICE_PORT;
  const port = requestedPort === 0 && count > 0 ? await freePort(firstHost) : requestedPort;
  const faults: FaultMap = {
    ...(options.faultsFile ? loadFaultFile(options.faultsFile) : {}),
    ...options.faults,
  };
  const allowedOrigins = [...DEFAULT_CONSOLE_ORIGINS, ...(options.allowedOrigins ?? [])];
  const players: Player[] = Array.from({ length: count }, (_, index) => {
    const identity = playerIdentity(index);
    const ip = hostAt(firstHost, index);
    return createPlayer({
      identity,
      ip,
      port,
      allowedOrigins,
      fault: faultFor(faults, ip, identity.serial),
      dataDir: options.dataDir,
      latencyMs: options.latencyMs,
      rebootMs: options.rebootMs ?? DEFAULT_REBOOT_MS,
    });
  });
  const close = async () => {
    await Promise.all(players.map((player) => player.close()));
  };
  try {
    await Promise.all(players.map((player) => player.start()));
  } catch (error) {
    await close();
    throw new Error(`The simulated players could not listen on port ${port}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return {
    players,
    player(ipOrSerial) {
      const found = players.find((player) => player.ip === ipOrSerial || player.serial === ipOrSerial);
      if (!found) throw new Error(`No simulated player ${ipOrSerial}`);
      return found;
    },
    close,
  };
}
