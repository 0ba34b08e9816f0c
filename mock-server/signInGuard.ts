import type { Store } from './db/store';
import type { User } from './db/types';
import { hashPassword, passwordMatches } from './passwords';

/** Failed sign-ins for one user name within the window after which the platform asks for a captcha. */
const SIGN_IN_FAILURES_MAX = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;
/** User names tracked at most; the oldest go first (the mock must stay small under abuse). */
const TRACKED_NAMES_MAX = 10_000;

// Judged for a user name nobody has, so that an unknown name costs the same time as a known one.
const NOBODY_SALT = 'nobody';
const NOBODY_HASH = hashPassword('no password opens this', NOBODY_SALT);

interface Attempts {
  failures: number[];
  captchaRequired: boolean;
}

export interface SignInGuardOptions {
  now?: () => number;
}

/** Zero-width characters and the byte-order mark: invisible, so never what tells two names apart. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * The key of a user name as typed: known or not, the same name counts the same, however it is written (Unicode
 * NFKC, zero-width characters removed, spaces around ignored, any case).
 */
const nameKey = (username: string): string =>
  username.normalize('NFKC').replace(ZERO_WIDTH, '').trim().toLowerCase();

/** What judging a sign-in found: the captcha is needed first, the password is wrong, or it opens the user. */
export type Judgement = 'captcha' | 'wrong' | 'opens';

/** The user with this name (any case, spaces around ignored), if there is one. */
export const userNamed = (store: Store, username: string): User | undefined => {
  const key = nameKey(username);
  return store.data.users.find((user) => nameKey(user.username) === key);
};

/**
 * Failed sign-ins per user name, as the platform counts them: after 5 within 15 minutes every sign-in for that
 * name needs the captcha, whatever the password, until the captcha is passed on the central login page. Names
 * that belong to nobody are counted the same way, so the answers never tell a guesser which names exist. One per
 * server, shared by every place that judges a password (JSON sign-in, the central login form, the single sign-on
 * form): they all call `judge`, the only way to judge a password.
 */
export function createSignInGuard(options: SignInGuardOptions = {}) {
  const now = options.now ?? Date.now;
  const byName = new Map<string, Attempts>();

  const attemptsOf = (username: string): Attempts | undefined => byName.get(nameKey(username));
  /** The oldest name that does not need the captcha: a flood of new names never unlocks a locked one. */
  const evictable = (): string | undefined => {
    for (const [key, attempts] of byName) if (!attempts.captchaRequired) return key;
    return undefined;
  };

  return {
    /** Whether sign-in for this name must pass the captcha first. */
    captchaRequired(username: string): boolean {
      return attemptsOf(username)?.captchaRequired ?? false;
    },
    /** Whether this sign-in must pass the captcha before its password is judged. */
    needsCaptcha(user: User | undefined, username: string): boolean {
      return (attemptsOf(username)?.captchaRequired ?? false) || user?.signInState === 'captcha';
    },
    /**
     * Judges one sign-in: the password is checked in every case (the same work for an unknown name), but a
     * required captcha not passed is answered first, whatever the password, so the answer never confirms a
     * guess. A wrong password counts as a failure of the name; one that opens starts the count again.
     */
    judge(user: User | undefined, username: string, password: string, captchaPassed: boolean): Judgement {
      const matches = user
        ? passwordMatches(password, user.passwordSalt, user.passwordHash)
        : passwordMatches(password, NOBODY_SALT, NOBODY_HASH);
      if (this.needsCaptcha(user, username) && !captchaPassed) return 'captcha';
      if (!user || !matches) {
        this.failed(username);
        return 'wrong';
      }
      this.succeeded(username);
      return 'opens';
    },
    /** Counts a failed attempt; the fifth within the window makes the captcha required. */
    failed(username: string): void {
      const key = nameKey(username);
      const since = now() - SIGN_IN_FAILURE_WINDOW_MS;
      const attempts = byName.get(key) ?? { failures: [], captchaRequired: false };
      attempts.failures = attempts.failures.filter((time) => time > since).concat(now());
      if (attempts.failures.length >= SIGN_IN_FAILURES_MAX) attempts.captchaRequired = true;
      byName.delete(key);
      byName.set(key, attempts);
      if (byName.size > TRACKED_NAMES_MAX)
        byName.delete(evictable() ?? (byName.keys().next().value as string));
    },
    /** A successful sign-in (with the captcha passed, when it was required) starts the count again. */
    succeeded(username: string): void {
      byName.delete(nameKey(username));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
