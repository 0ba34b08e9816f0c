import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_MS, SESSION_RENEWAL_INTERVAL_MS } from '../config';
import { createSessionMachine, type RenewOutcome, type SessionState } from './sessionMachine';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2025, 0, 15, 9) });
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = (options: { ping?: boolean; shared?: boolean } = {}) => {
  let storedUser: string | null | undefined = 'u-admin';
  let sharedAt: number | null = null;
  const outcomes: RenewOutcome[] = [];
  const renew = vi.fn(async (): Promise<RenewOutcome> => outcomes.shift() ?? 'renewed');
  const sharedActivity = {
    read: () => sharedAt,
    write: vi.fn((at: number) => {
      sharedAt = at;
    }),
  };
  const machine = createSessionMachine({
    renew,
    storedUserId: () => storedUser,
    ...(options.shared ? { sharedActivity } : {}),
  });
  const states: SessionState[] = [];
  machine.subscribe((state) => states.push(state));
  machine.start({ ping: options.ping ?? false });
  return {
    machine,
    renew,
    states,
    sharedActivity,
    answerNext: (outcome: RenewOutcome) => outcomes.push(outcome),
    setStoredUser: (id: string | null | undefined) => {
      storedUser = id;
    },
    otherTabActiveAt: (at: number) => {
      sharedAt = at;
    },
  };
};

describe('session renewal', () => {
  it('uses the spec constants: renewal every 5 minutes, sign-out after 20 idle minutes', () => {
    expect(SESSION_RENEWAL_INTERVAL_MS).toBe(300_000);
    expect(INACTIVITY_LOGOUT_MS).toBe(1_200_000);
  });

  it('renews the token every 5 minutes and not before', async () => {
    const { renew, machine } = setup();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    machine.activity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(machine.state).toBe('active');
  });

  it('pings at once when started with ping, not without', async () => {
    const pinged = setup({ ping: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(pinged.renew).toHaveBeenCalledTimes(1);
    pinged.machine.stop();
    const skipped = setup({ ping: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(skipped.renew).not.toHaveBeenCalled();
  });

  it('uses the ping dependency for the check on entering the shell, and renewals after that', async () => {
    const ping = vi.fn(async (): Promise<RenewOutcome> => 'renewed');
    const renew = vi.fn(async (): Promise<RenewOutcome> => 'renewed');
    const machine = createSessionMachine({ renew, ping, storedUserId: () => 'u-admin' });
    machine.start({ ping: true });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect([ping.mock.calls.length, renew.mock.calls.length]).toEqual([1, 1]);
    machine.stop();
  });

  it('shows the failed entry check as inactive', async () => {
    const machine = createSessionMachine({
      renew: async () => 'renewed',
      ping: async () => 'rejected',
      storedUserId: () => 'u-admin',
    });
    machine.start({ ping: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.state).toBe('inactive');
  });

  it('becomes inactive when the platform rejects a renewal, and stops renewing', async () => {
    const { renew, machine, states, answerNext } = setup();
    answerNext('rejected');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(machine.state).toBe('inactive');
    expect(states).toEqual(['active', 'inactive']);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['active', 'inactive']);
  });

  it('stays active when the platform cannot be reached, and tries again at the next interval', async () => {
    const { renew, machine, answerNext } = setup();
    answerNext('unavailable');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(machine.state).toBe('active');
    machine.activity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});

describe('tab visibility', () => {
  it('re-checks the session when the tab becomes visible', async () => {
    const { renew, machine, answerNext } = setup();
    await vi.advanceTimersByTimeAsync(MINUTE);
    machine.visible();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    answerNext('rejected');
    machine.visible();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.state).toBe('inactive');
  });

  it('signs out on becoming visible when the idle limit passed while hidden timers were held back', () => {
    const { machine, renew } = setup();
    // Time passes without any timer running, as in a throttled background tab.
    vi.setSystemTime(Date.now() + INACTIVITY_LOGOUT_MS + 1);
    machine.visible();
    expect(machine.state).toBe('signedOut');
    expect(renew).not.toHaveBeenCalled();
  });
});

describe('another user', () => {
  it('becomes changed when another tab signs in as a different user', () => {
    const { machine, setStoredUser, states } = setup();
    setStoredUser('u-contributor');
    machine.storageChanged();
    expect(machine.state).toBe('changed');
    expect(states).toEqual(['active', 'changed']);
  });

  it('notices the other user at the next renewal even without a storage event, and does not renew', async () => {
    const { machine, setStoredUser, renew } = setup();
    setStoredUser('u-contributor');
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(machine.state).toBe('changed');
    expect(renew).not.toHaveBeenCalled();
  });

  it('notices a user change that happened while a renewal was on its way', async () => {
    const { machine, setStoredUser, renew } = setup();
    renew.mockImplementationOnce(async () => {
      setStoredUser('u-viewer');
      return 'renewed';
    });
    await machine.check();
    expect(machine.state).toBe('changed');
  });

  it('waits while another tab is storing its sign-in, then sees the other user', () => {
    const { machine, setStoredUser, states } = setup();
    setStoredUser(undefined);
    machine.storageChanged();
    expect(machine.state).toBe('active');
    setStoredUser('u-contributor');
    machine.storageChanged();
    expect(states).toEqual(['active', 'changed']);
  });

  it('does not renew while a sign-in of another tab is being stored', async () => {
    const { machine, setStoredUser, renew } = setup();
    setStoredUser(undefined);
    await machine.check();
    expect(renew).not.toHaveBeenCalled();
    expect(machine.state).toBe('active');
  });

  it('becomes inactive when another tab signs out', () => {
    const { machine, setStoredUser } = setup();
    setStoredUser(null);
    machine.storageChanged();
    expect(machine.state).toBe('inactive');
  });

  it('keeps the same user active when another tab only renews the token', () => {
    const { machine, states } = setup();
    machine.storageChanged();
    expect(machine.state).toBe('active');
    expect(states).toEqual(['active']);
  });
});

describe('inactivity', () => {
  it('signs out after 20 minutes without activity, not a moment before', async () => {
    const { machine } = setup();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS - 1);
    expect(machine.state).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.state).toBe('signedOut');
  });

  it('counts the 20 minutes from the last activity', async () => {
    const { machine } = setup();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    machine.activity();
    await vi.advanceTimersByTimeAsync(19 * MINUTE);
    expect(machine.state).toBe('active');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(machine.state).toBe('signedOut');
  });

  it('stays signed in while the user works in another tab of the same browser', async () => {
    const { machine, otherTabActiveAt } = setup({ shared: true });
    await vi.advanceTimersByTimeAsync(18 * MINUTE);
    otherTabActiveAt(Date.now());
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(machine.state).toBe('active');
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(machine.state).toBe('signedOut');
  });

  it('shares its own activity with other tabs at most every 15 seconds', async () => {
    const { machine, sharedActivity } = setup({ shared: true });
    machine.activity();
    await vi.advanceTimersByTimeAsync(5_000);
    machine.activity();
    expect(sharedActivity.write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    machine.activity();
    expect(sharedActivity.write).toHaveBeenCalledTimes(2);
  });

  it('ignores activity and renewal once signed out', async () => {
    const { machine, renew, states } = setup();
    await vi.advanceTimersByTimeAsync(INACTIVITY_LOGOUT_MS);
    machine.activity();
    machine.visible();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(states).toEqual(['active', 'signedOut']);
    expect(renew).toHaveBeenCalledTimes(3);
  });
});

describe('start and stop', () => {
  it('is inactive at once when started without a stored session', () => {
    const machine = createSessionMachine({ renew: async () => 'renewed', storedUserId: () => null });
    machine.start();
    expect(machine.state).toBe('inactive');
  });

  it('runs no timer after stop', async () => {
    const { machine, renew } = setup();
    machine.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(renew).not.toHaveBeenCalled();
    expect(machine.state).toBe('stopped');
  });
});
