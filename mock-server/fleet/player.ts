import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { PlayerContext, UpdateKind } from './context';
import { createRandom, failsCall, foreignPassword, rebootsOnCall, type PlayerFault } from './faults';
import { applyCors, delay, sendDetail } from './http';
import type { PlayerIdentity } from './identity';
import { dispatch } from './router';
import { applyPendingVersions, createStateStore, type PlayerState } from './state';
import { keepConnectionsOpen } from '../listen';

const TOKEN_LIFETIME_S = 3600;
const RELISTEN_ATTEMPTS = 20;
const RELISTEN_PAUSE_MS = 100;

export interface PlayerOptions {
  identity: PlayerIdentity;
  ip: string;
  port: number;
  allowedOrigins: readonly string[];
  fault?: PlayerFault;
  dataDir?: string;
  latencyMs?: number;
  rebootMs: number;
}

/** One simulated player as tests and tools see it. */
export interface PlayerHandle {
  readonly ip: string;
  readonly port: number;
  readonly serial: string;
  readonly modelId: string;
  /** The current player name (it follows the player_name setting). */
  readonly name: string;
  readonly url: string;
  /** Whether the player accepts connections right now. */
  isUp(): boolean;
  fault(): PlayerFault;
  /** Replaces the player's fault (null clears it); resolves once it listens or stops accordingly. */
  setFault(fault: PlayerFault | null): Promise<void>;
  /** A copy of what the player remembers (password included: this is a test double). */
  state(): PlayerState;
  /** Reboots now: unreachable for the fleet's reboot time, then back. */
  reboot(): Promise<void>;
  /** App and firmware files received whole since the fleet started (not kept across restarts). */
  uploadsReceived(): Record<UpdateKind, number>;
}

export interface Player extends PlayerHandle {
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createPlayer(options: PlayerOptions): Player {
  const { identity, ip, port, rebootMs } = options;
  const store = createStateStore(identity, options.dataDir);
  const tokens = new Map<string, number>();
  const random = createRandom(identity.serial);
  let fault: PlayerFault = { ...options.fault };
  let server: Server | null = null;
  let rebootTimer: NodeJS.Timeout | null = null;
  let closed = false;
  /** Down after a reboot because of noReturnAfterReboot: it listens again once that fault is cleared. */
  let heldDown = false;
  let bootedAt = Date.now();
  const uploads: Record<UpdateKind, number> = { app: 0, firmware: 0 };

  const ctx: PlayerContext = {
    identity,
    store,
    fault: () => fault,
    effectivePassword: () => foreignPassword(fault) ?? store.state.password,
    issueToken() {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_LIFETIME_S * 1000);
      return { token, expiresIn: TOKEN_LIFETIME_S };
    },
    uptimeMs: () => Date.now() - bootedAt,
    rebootAfter(res) {
      res.once('finish', () => setTimeout(() => void reboot(), 10));
    },
    crashAndReboot: () => void reboot(),
    countUpload(kind) {
      uploads[kind] += 1;
    },
  };

  const isValidToken = (token: string | undefined): boolean =>
    token !== undefined && (tokens.get(token) ?? 0) > Date.now();

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (fault.blackhole) return;
    await delay((options.latencyMs ?? 0) + (fault.slow ?? 0));
    if (res.destroyed || applyCors(req, res, options.allowedOrigins)) return;
    if ((fault.flaky && random() < fault.flaky) || failsCall(fault, req.method, req.url)) {
      req.resume();
      sendDetail(res, 500, 'internal error');
      return;
    }
    if (rebootsOnCall(fault, req.method, req.url)) {
      // Goes down mid-way: the call is neither applied nor answered.
      req.resume();
      res.destroy();
      void reboot();
      return;
    }
    await dispatch(req, res, ctx, isValidToken);
  }

  function listenOnce(): Promise<Server> {
    // The last resort of one request: whatever escapes the routes answers 500 and the player keeps serving.
    const candidate = keepConnectionsOpen(
      createServer((req, res) => {
        onRequest(req, res).catch(() => {
          req.resume();
          sendDetail(res, 500, 'internal error');
        });
      }),
    );
    return new Promise((resolve, reject) => {
      candidate.once('error', reject);
      candidate.listen(port, ip, () => {
        candidate.off('error', reject);
        resolve(candidate);
      });
    });
  }

  async function listen(attempts = 1): Promise<void> {
    for (let attempt = 1; !server && !closed && !fault.offline; attempt += 1) {
      try {
        server = await listenOnce();
        bootedAt = Date.now();
      } catch (error) {
        if (attempt >= attempts) throw error;
        await delay(RELISTEN_PAUSE_MS);
      }
    }
  }

  async function stopListening(): Promise<void> {
    const current = server;
    server = null;
    if (!current) return;
    await new Promise<void>((resolve) => {
      current.close(() => resolve());
      current.closeAllConnections();
    });
  }

  async function reboot(): Promise<void> {
    if (closed || rebootTimer) return;
    rebootTimer = setTimeout(() => {
      rebootTimer = null;
      heldDown = fault.noReturnAfterReboot === true;
      if (!heldDown) listen(RELISTEN_ATTEMPTS).catch(() => undefined);
    }, fault.bootDelayMs ?? rebootMs);
    tokens.clear();
    if (!fault.firmwareNotApplied && applyPendingVersions(store.state)) await store.save();
    await stopListening();
  }

  return {
    ip,
    port,
    serial: identity.serial,
    modelId: identity.modelId,
    get name() {
      return String(store.state.settings.player_name);
    },
    url: `http://${ip}:${port}`,
    isUp: () => server !== null,
    fault: () => ({ ...fault }),
    async setFault(next) {
      fault = { ...next };
      if (fault.offline) await stopListening();
      else if (!rebootTimer && !(heldDown && fault.noReturnAfterReboot)) {
        heldDown = false;
        await listen();
      }
    },
    state: () => structuredClone(store.state),
    reboot,
    uploadsReceived: () => ({ ...uploads }),
    start: () => listen(),
    async close() {
      closed = true;
      if (rebootTimer) clearTimeout(rebootTimer);
      rebootTimer = null;
      await stopListening();
      await store.save();
    },
  };
}
