import { describe, expect, it } from 'vitest';
import type { TenantSettings } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
/** An answer that may be either envelope. */
type Either<T> = { success: boolean; result: T; error: ErrorBody['error'] };
type Settings = Omit<TenantSettings, 'tenantId'>;

const read = async (url: string, token: string) =>
  (await call<OkBody<Settings>>(url, '/tenant/settings', { token })).body.result;
const save = (url: string, token: string, body: unknown) =>
  call<Either<Settings>>(url, '/tenant/settings', { method: 'PUT', token, body });

const ACME_CHANGES = {
  emailId: 'ops@acme.example, OPS@acme.example ,desk@acme.example',
  isEmailNotificationEnabled: true,
  enableQbicSecurity: false,
  language: 'fr',
  allowKioskToManagePassword: false,
};

describe('tenant settings', () => {
  it('reads the seeded settings of the caller tenant', async () => {
    const { url } = await start();
    const acme = await read(url, await signIn(url, 'admin'));
    expect(acme).toMatchObject({
      emailId: 'facilities@acme.example,it-support@acme.example',
      isEmailNotificationEnabled: true,
      enableQbicSecurity: true,
      language: 'en',
      allowKioskToManagePassword: true,
    });
    expect(acme.offlineLoginKey).toMatch(/^[A-Z2-9]{12}$/);
    expect(acme).not.toHaveProperty('tenantId');
    expect((await read(url, await signIn(url, 'globex-admin'))).enableQbicSecurity).toBe(false);
  });

  it('saves every field, normalizes the email list and keeps the offline key', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const before = await read(url, token);
    const answer = await save(url, token, { ...ACME_CHANGES, offlineLoginKey: 'IGNORED' });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      ...ACME_CHANGES,
      emailId: 'ops@acme.example,desk@acme.example',
      offlineLoginKey: before.offlineLoginKey,
    });
    expect(await read(url, token)).toEqual(answer.body.result);
    expect((await read(url, await signIn(url, 'globex-admin'))).language).toBe('de');
  });

  it.each([
    [{ ...ACME_CHANGES, emailId: 'ops@acme.example,not an email' }, /"not an email" is not a valid email/],
    [{ ...ACME_CHANGES, emailId: '' }, /at least one email address/],
    [{ ...ACME_CHANGES, language: 'pt' }, /Unsupported notification language "pt"/],
    [{ ...ACME_CHANGES, enableQbicSecurity: 'yes' }, /"enableQbicSecurity" must be a boolean/],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await save(url, token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 10400, message: expect.stringMatching(message) });
    expect((await read(url, token)).language).toBe('en');
  });

  it('turns notification off with an empty list', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const off = { ...ACME_CHANGES, emailId: '', isEmailNotificationEnabled: false };
    expect((await save(url, token, off)).body.result).toMatchObject({ emailId: '' });
  });

  it('makes a new offline login key on request and keeps it', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const before = (await read(url, token)).offlineLoginKey;
    const answer = await call<OkBody<string>>(url, '/tenant/offlineloginkey', { method: 'POST', token });
    expect(answer.body.result).toMatch(/^[A-Z2-9]{12}$/);
    expect(answer.body.result).not.toBe(before);
    expect((await read(url, token)).offlineLoginKey).toBe(answer.body.result);
  });

  it('needs an admin of the tenant', async () => {
    const { url } = await start();
    const token = await signIn(url, 'contributor');
    for (const [path, method] of [
      ['/tenant/settings', 'GET'],
      ['/tenant/settings', 'PUT'],
      ['/tenant/offlineloginkey', 'POST'],
    ]) {
      const body = method === 'GET' ? undefined : ACME_CHANGES;
      const answer = await call<ErrorBody>(url, path, { method, token, body });
      expect(answer.status).toBe(403);
    }
    expect((await call<ErrorBody>(url, '/tenant/settings')).status).toBe(401);
  });
});
