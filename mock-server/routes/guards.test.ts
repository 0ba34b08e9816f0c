import type { Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { isAdmin, isContentAdmin, isContentCreator } from '../../src/domain/permissions';
import { requireAdmin, requireContentAdmin, requireContentCreator, type Session } from '../auth';
import { DEMO_ACCOUNTS } from '../db/seedUsers';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
const ACCOUNTS = DEMO_ACCOUNTS.filter((account) => account.signInState === 'active');

describe('the mock enforces the console guard sets', () => {
  it('answers admin routes to the admin set only, with 403 and code 10403 for everyone else', async () => {
    const { url } = await start();
    for (const account of ACCOUNTS) {
      const token = await signIn(url, account.username);
      const expected = isAdmin(account.permissionsValues) ? 200 : 403;
      for (const path of ['/device/all', '/profile/all?type=RD', '/theme/all?type=FD']) {
        const answer = await call<ErrorBody>(url, path, { token });
        expect({ account: account.username, path, status: answer.status }).toEqual({
          account: account.username,
          path,
          status: expected,
        });
        if (expected === 403) expect(answer.body.error.code).toBe(10403);
      }
    }
  });

  it('lets every signed-in account read its own details, languages and texts (the header needs them)', async () => {
    const { url } = await start();
    for (const account of ACCOUNTS) {
      const token = await signIn(url, account.username);
      for (const path of ['/people/details', '/languages/all', '/translations?lang=de', '/auth/init']) {
        expect((await call(url, path, { token })).status, `${account.username} ${path}`).toBe(200);
      }
      const rights = await call<OkBody<boolean>>(url, `/auth/hasRights?username=${account.username}`, {
        token,
      });
      const perms = account.permissionsValues;
      expect(rights.body.result).toBe(isAdmin(perms) || isContentAdmin(perms) || isContentCreator(perms));
    }
  });
});

describe('content guards', () => {
  const outcome = (guard: typeof requireAdmin, permissions: string[]) => {
    const json = vi.fn();
    const res = {
      locals: { session: { user: { permissionsValues: permissions } } as unknown as Session },
      status: vi.fn(() => ({ json })),
    } as unknown as Response;
    const next = vi.fn();
    guard({} as never, res, next);
    return next.mock.calls.length === 1 ? 'next' : (json.mock.calls[0][0] as ErrorBody).error.code;
  };

  it('let through exactly the permission of their area, as the console guards do', () => {
    for (const account of DEMO_ACCOUNTS) {
      const perms = account.permissionsValues;
      expect(outcome(requireContentAdmin, perms)).toBe(isContentAdmin(perms) ? 'next' : 10403);
      expect(outcome(requireContentCreator, perms)).toBe(isContentCreator(perms) ? 'next' : 10403);
      expect(outcome(requireAdmin, perms)).toBe(isAdmin(perms) ? 'next' : 10403);
    }
    expect(outcome(requireContentAdmin, ['content.edit'])).toBe(10403);
    expect(outcome(requireContentCreator, ['contentrules.edit'])).toBe(10403);
  });
});
