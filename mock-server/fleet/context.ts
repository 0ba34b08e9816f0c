import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlayerFault } from './faults';
import type { PlayerIdentity } from './identity';
import type { StateStore } from './state';

/** What the request handlers of one player can see and do. */
export interface PlayerContext {
  readonly identity: PlayerIdentity;
  readonly store: StateStore;
  fault(): PlayerFault;
  /** The password that opens the player now (a foreign one while the lockedByOther fault is on). */
  effectivePassword(): string;
  issueToken(): { token: string; expiresIn: number };
  /** Milliseconds since the player last booted. */
  uptimeMs(): number;
  /** Reboots once the current answer is sent. */
  rebootAfter(res: ServerResponse): void;
  /** Drops every connection and reboots at once (a crash in the middle of a request). */
  crashAndReboot(): void;
  /** Counts an app or firmware file received whole (accepted or refused after it arrived). */
  countUpload(kind: UpdateKind): void;
}

export type UpdateKind = 'app' | 'firmware';

interface RouteRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The captured parts of the route pattern, decoded. */
  params: string[];
  ctx: PlayerContext;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** Whether the bearer token is required (everything but public info and the token call). */
  auth: boolean;
  handle(request: RouteRequest): Promise<void> | void;
}
