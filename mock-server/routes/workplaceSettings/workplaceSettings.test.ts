import { describe, expect, it } from 'vitest';
import type { DirectoryUser, WorkplaceSettingsView } from '../../../src/domain/workplace/types';
import { DIRECTORY_SIZE, seedDirectory } from '../../db/seedDirectory';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../../test/harness';
import { USER_SEARCH_LIMIT } from './userSearch';

const { start } = mockServers();
type Either<T> = { success: boolean; result: T; error: ErrorBody['error'] };

const search = (url: string, token: string, text: string) =>
  call<Either<DirectoryUser[]>>(url, `/tenant/users?search=${encodeURIComponent(text)}`, { token });
const readSettings = async (url: string, token: string) =>
  (await call<OkBody<WorkplaceSettingsView>>(url, '/tenant/workplace/settings', { token })).body.result;
const saveSettings = (url: string, token: string, body: unknown) =>
  call<Either<WorkplaceSettingsView>>(url, '/tenant/workplace/settings', { method: 'PUT', token, body });

describe('user directory', () => {
  it('holds about 2,000 users per tenant with accented names, e-mails and uids, the same every time', () => {
    const acme = seedDirectory('acme');
    expect(acme).toHaveLength(DIRECTORY_SIZE);
    expect(seedDirectory('acme')).toEqual(acme);
    expect(new Set(acme.map((user) => user.email)).size).toBe(DIRECTORY_SIZE);
    expect(acme.some((user) => /[^\x20-\x7e]/.test(user.name))).toBe(true);
    for (const user of acme.slice(0, 50)) {
      expect(user.email).toMatch(/^[a-z0-9.]+@acme\.example$/);
      expect(user.uid).toMatch(/^acme-u\d{4}$/);
    }
  });

  it('finds users by name without accents, by uid and by e-mail', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const target = seedDirectory('acme')[41];
    const byUid = await search(url, token, target.uid);
    expect(byUid.status).toBe(200);
    expect(byUid.body.result).toEqual([target]);
    expect((await search(url, token, target.email)).body.result).toContainEqual(target);
    const accented = seedDirectory('acme').find((user) => user.name.startsWith('Zoë'));
    const plain = await search(url, token, accented!.name.replace('ë', 'e'));
    expect(plain.status).toBe(200);
    expect(plain.body.result).toContainEqual(accented);
  });

  it(`answers 403 when more than ${USER_SEARCH_LIMIT} users match, 400 under 3 characters, [] for none`, async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const many = await search(url, token, 'acme');
    expect(many.status).toBe(403);
    expect(many.body.error.message).toMatch(/refine the search/);
    expect((await search(url, token, 'ab')).status).toBe(400);
    const none = await search(url, token, 'nobody-like-this');
    expect(none.status).toBe(200);
    expect(none.body.result).toEqual([]);
  });

  it("never shows another tenant's users", async () => {
    const { url } = await start();
    const globex = await signIn(url, 'globex-admin');
    const acmeUser = seedDirectory('acme')[0];
    expect((await search(url, globex, acmeUser.uid)).body.result).toEqual([]);
    expect((await search(url, globex, 'globex-u0001')).body.result).toHaveLength(1);
  });

  it('is for administrators only, with a permission error that keeps the session', async () => {
    const { url } = await start();
    const token = await signIn(url, 'contributor');
    const answer = await search(url, token, 'müller');
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe(10403);
    expect((await call(url, '/tenant/workplace/settings', { token })).status).toBe(403);
    expect((await call(url, '/rest/v2/people/me', { token })).status).toBe(200);
  });
});

describe('workplace settings', () => {
  it('reads the seeded preview users with their directory entries', async () => {
    const { url } = await start();
    const settings = await readSettings(url, await signIn(url, 'admin'));
    expect(settings).toMatchObject({ emailIDs: 'acme-u0001,acme-u0002', isPreviewEnabled: false });
    expect(settings.users.map((user) => user.uid)).toEqual(['acme-u0001', 'acme-u0002']);
    expect(settings).not.toHaveProperty('tenantId');
  });

  it('saves users once each, keeps them, and keeps tenants apart', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await saveSettings(url, token, {
      emailIDs: 'acme-u0010, ACME-U0010,acme-u0011',
      isPreviewEnabled: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ emailIDs: 'acme-u0010,acme-u0011', isPreviewEnabled: true });
    expect((await readSettings(url, token)).users).toHaveLength(2);
    const globex = await signIn(url, 'globex-admin');
    expect(await readSettings(url, globex)).toMatchObject({ emailIDs: '', isPreviewEnabled: false });
    const foreign = await saveSettings(url, globex, { emailIDs: 'acme-u0010', isPreviewEnabled: true });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toMatch(/not a user of this tenant/);
  });

  it('refuses preview on without users, and a malformed body, with an envelope error', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const empty = await saveSettings(url, token, { emailIDs: '', isPreviewEnabled: true });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toMatch(/at least one user/);
    const malformed = await saveSettings(url, token, { emailIDs: 3, isPreviewEnabled: 'yes' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });
});

describe('tenant preferences', () => {
  it('reads and saves the default app per tenant', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    expect((await call<OkBody<unknown>>(url, '/tenant/preferences', { token })).body.result).toEqual({
      defaultApp: null,
    });
    const saved = await call<OkBody<unknown>>(url, '/tenant/preferences', {
      method: 'POST',
      token,
      body: { defaultApp: 'WORKPLACE' },
    });
    expect(saved.body.result).toEqual({ defaultApp: 'WORKPLACE' });
    expect((await call<OkBody<unknown>>(url, '/tenant/preferences', { token })).body.result).toEqual({
      defaultApp: 'WORKPLACE',
    });
    const globex = await signIn(url, 'globex-admin');
    expect((await call<OkBody<unknown>>(url, '/tenant/preferences', { token: globex })).body.result).toEqual({
      defaultApp: null,
    });
    const bad = await call(url, '/tenant/preferences', { method: 'POST', token, body: { defaultApp: 'GO' } });
    expect(bad.status).toBe(400);
  });
});
