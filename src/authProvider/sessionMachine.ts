/**
 * The session lifecycle of 001 §4 as a state machine with injectable timers, free of React and the DOM:
 *
 * - active: every renewal interval the token is renewed; a renewal the platform rejects → inactive.
 * - the session is re-checked when the tab becomes visible and whenever the stored session changes (another tab).
 * - the stored user id differs from the one this tab started with → changed; the token is gone → inactive.
 * - no activity for the inactivity limit (in any tab of this browser) → signedOut.
 *
 * inactive, changed and signedOut are final: timers stop, and the shell shows the matching dialog or signs out.
 */
import { INACTIVITY_LOGOUT_MS, SESSION_RENEWAL_INTERVAL_MS } from '../config';

export type SessionState = 'stopped' | 'active' | 'inactive' | 'changed' | 'signedOut';

/** What a renewal attempt came to: a fresh token, a refusal of the session, or no answer (network). */
export type RenewOutcome = 'renewed' | 'rejected' | 'unavailable';

interface SessionTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page's own timers, looked up at each call so that a test's fake timers apply. */
const browserTimers: SessionTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Last activity shared by every tab of the browser, so a busy tab keeps an idle one signed in. */
export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
}

export interface SessionMachineDeps {
  renew(): Promise<RenewOutcome>;
  /** The check on entering the shell (default: a renewal). */
  ping?(): Promise<RenewOutcome>;
  /** The user id of the stored session; null when nobody is signed in; undefined while a sign-in is stored. */
  storedUserId(): string | null | undefined;
  timers?: SessionTimers;
  sharedActivity?: SharedActivity;
  renewalIntervalMs?: number;
  idleTimeoutMs?: number;
  /** Activity is written to the shared store at most this often. */
  activityShareMs?: number;
}

export interface SessionMachine {
  readonly state: SessionState;
  /** Starts an active session for the stored user; `ping` checks it at once (the ping dependency). */
  start(options?: { ping?: boolean }): void;
  stop(): void;
  /** The user moved the pointer, typed or touched the screen. */
  activity(): void;
  /** The tab became visible again. */
  visible(): void;
  /** The stored session changed (another tab signed in or out). */
  storageChanged(): void;
  /** Renews now; resolves once the outcome is applied. */
  check(): Promise<void>;
  subscribe(listener: (state: SessionState) => void): () => void;
}

const ACTIVITY_SHARE_MS = 15_000;

export const createSessionMachine = (deps: SessionMachineDeps): SessionMachine => {
  const timers = deps.timers ?? browserTimers;
  const renewalMs = deps.renewalIntervalMs ?? SESSION_RENEWAL_INTERVAL_MS;
  const idleMs = deps.idleTimeoutMs ?? INACTIVITY_LOGOUT_MS;
  const shareMs = deps.activityShareMs ?? ACTIVITY_SHARE_MS;
  const listeners = new Set<(state: SessionState) => void>();

  let state: SessionState = 'stopped';
  let userId: string | null = null;
  let lastActivity = 0;
  let lastShared = Number.NEGATIVE_INFINITY;
  let renewalTimer: unknown = null;
  let idleTimer: unknown = null;

  const clearTimers = () => {
    if (renewalTimer !== null) timers.clearTimeout(renewalTimer);
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    renewalTimer = null;
    idleTimer = null;
  };

  const setState = (next: SessionState) => {
    if (next === state) return;
    state = next;
    if (next !== 'active') clearTimers();
    for (const listener of [...listeners]) listener(next);
  };

  /** The stored session is still this tab's: same user, still signed in. A sign-in being stored decides later. */
  const verifyStored = (): boolean => {
    const stored = deps.storedUserId();
    if (stored === null) setState('inactive');
    else if (stored !== undefined && stored !== userId) setState('changed');
    return state === 'active' && stored !== undefined;
  };

  const check = async (call: () => Promise<RenewOutcome> = deps.renew): Promise<void> => {
    if (state !== 'active' || !verifyStored()) return;
    const outcome = await call();
    if (state !== 'active' || !verifyStored()) return;
    if (outcome === 'rejected') setState('inactive');
  };

  const scheduleRenewal = () => {
    renewalTimer = timers.setTimeout(() => {
      renewalTimer = null;
      if (state !== 'active') return;
      scheduleRenewal();
      void check();
    }, renewalMs);
  };

  const lastActivityAt = (): number => Math.max(lastActivity, deps.sharedActivity?.read() ?? 0);
  const idleRemaining = (): number => lastActivityAt() + idleMs - timers.now();

  const scheduleIdle = (delay: number) => {
    idleTimer = timers.setTimeout(() => {
      idleTimer = null;
      if (state !== 'active') return;
      const remaining = idleRemaining();
      if (remaining <= 0) setState('signedOut');
      else scheduleIdle(remaining);
    }, delay);
  };

  return {
    get state() {
      return state;
    },

    start({ ping = true } = {}) {
      if (state !== 'stopped') return;
      userId = deps.storedUserId() ?? null;
      lastActivity = timers.now();
      if (userId === null) {
        setState('inactive');
        return;
      }
      setState('active');
      scheduleRenewal();
      scheduleIdle(idleMs);
      if (ping) void check(deps.ping ?? deps.renew);
    },

    stop() {
      clearTimers();
      state = 'stopped';
    },

    activity() {
      if (state !== 'active') return;
      lastActivity = timers.now();
      if (deps.sharedActivity && lastActivity - lastShared >= shareMs) {
        lastShared = lastActivity;
        deps.sharedActivity.write(lastActivity);
      }
    },

    visible() {
      if (state !== 'active') return;
      // Timers of a hidden tab may run late: the limit can have passed without the idle timer firing.
      if (idleRemaining() <= 0) setState('signedOut');
      else void check();
    },

    storageChanged() {
      if (state === 'active') verifyStored();
    },

    check: () => check(),

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
