import type { Auth } from '../auth';
import type { Store } from '../db/store';
import type { MockLogger } from '../logger';
import type { FetchPolicy } from '../net/guardedFetch';
import type { SignInGuard } from '../signInGuard';

/** What every route module gets from createMockServer: one per server, never shared. */
export interface AppContext {
  store: Store;
  auth: Auth;
  logger: MockLogger;
  /** This server's own base URL (known once it listens). */
  publicUrl(): string;
  /** The device-control backend's origin as configured (this server's own URL unless told otherwise). */
  deviceControlUrl(): string;
  /** Console origins: CORS, and where the hosted sign-in pages may send a user back to. */
  allowedOrigins: readonly string[];
  /** Failed sign-ins per user name (the captcha after five), shared by the sign-in call and the hosted login. */
  signInGuard: SignInGuard;
  /** What the content download proxy may reach (known once the server listens: its own samples). */
  downloadPolicy(): FetchPolicy;
  /** The server's clock in epoch milliseconds (a test's, or the wall clock when absent). */
  now?: () => number;
}
