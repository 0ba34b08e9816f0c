import { describe, expect, it } from 'vitest';
import type { IpRange } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';

const { start } = mockServers();
/** An answer that may be either envelope. */
type Either<T> = { success: boolean; result: T; error: ErrorBody['error'] };
type Range = Omit<IpRange, 'tenantId'>;

const post = (url: string, token: string, body: unknown) =>
  call<Either<Range>>(url, '/tenant/ranges', { method: 'POST', token, body });
const put = (url: string, token: string, body: unknown) =>
  call<Either<Range>>(url, '/tenant/ranges', { method: 'PUT', token, body });
const list = async (url: string, token: string) =>
  (await call<OkBody<Range[]>>(url, '/tenant/ranges', { token })).body.result;

describe('tenant IP ranges', () => {
  it('lists the seeded range of the caller tenant only, without the tenant id', async () => {
    const { url } = await start();
    const acme = await list(url, await signIn(url, 'admin'));
    expect(acme).toEqual([
      { rangeId: 'range-acme-1', name: 'Lab', firstIp: '127.0.0.2', lastIp: '127.0.0.13' },
    ]);
    const globex = await list(url, await signIn(url, 'globex-admin'));
    expect(globex.map((range) => range.name)).toEqual(['Head office']);
  });

  it('adds, edits and deletes a range, and keeps it in the data file', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const added = await post(url, token, { name: ' Hall ', firstIp: '10.1.0.1', lastIp: ' 10.1.0.50' });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ name: 'Hall', firstIp: '10.1.0.1', lastIp: '10.1.0.50' });
    const { rangeId } = added.body.result;
    expect(rangeId).toMatch(/^range-/);

    const edited = await put(url, token, {
      rangeId,
      name: 'Hall 2',
      firstIp: '10.1.0.1',
      lastIp: '10.1.1.0',
    });
    expect(edited.body.result).toEqual({ rangeId, name: 'Hall 2', firstIp: '10.1.0.1', lastIp: '10.1.1.0' });
    expect((await list(url, token)).map((range) => range.name)).toEqual(['Lab', 'Hall 2']);
    await store.flush();
    expect(store.data.ipRanges.find((range) => range.rangeId === rangeId)?.tenantId).toBe('acme');

    const removed = await call<OkBody<{ rangeId: string }>>(url, `/tenant/ranges/?rangeId=${rangeId}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.body.result).toEqual({ rangeId });
    expect((await list(url, token)).map((range) => range.name)).toEqual(['Lab']);
  });

  it.each([
    [{ name: 'A', firstIp: '10.0.0.300', lastIp: '10.0.0.4' }, 400, 90001, /firstIp "10\.0\.0\.300"/],
    [{ name: 'A', firstIp: '10.0.0.1', lastIp: 'printer' }, 400, 90001, /lastIp "printer"/],
    [{ name: 'A', firstIp: '10.0.0.9', lastIp: '10.0.0.1' }, 400, 90002, /10\.0\.0\.9 comes after/],
    [{ name: 'A', firstIp: '10.0.0.0', lastIp: '10.0.4.0' }, 400, 90003, /at most 1024 addresses.*1025/],
    [{ name: 'A', firstIp: '127.0.0.10', lastIp: '127.0.0.20' }, 409, 90004, /"Lab" \(127\.0\.0\.2 to/],
    [{ name: '  ', firstIp: '10.0.0.1', lastIp: '10.0.0.2' }, 400, 10400, /name/],
    [{ name: 'A', firstIp: '10.0.0.1' }, 400, 10400, /Missing field "lastIp"/],
  ])('refuses %j with %i code %i and a clear message', async (body, status, code, message) => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    const answer = await post(url, token, body);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message).toMatch(message);
    expect(await list(url, token)).toHaveLength(1);
  });

  it('accepts exactly 1,024 addresses, and an edit may overlap only the range it replaces', async () => {
    const { url } = await start();
    const token = await signIn(url, 'admin');
    expect((await post(url, token, { name: 'Big', firstIp: '10.0.0.0', lastIp: '10.0.3.255' })).status).toBe(
      200,
    );
    const grown = { rangeId: 'range-acme-1', name: 'Lab', firstIp: '127.0.0.1', lastIp: '127.0.0.40' };
    expect((await put(url, token, grown)).status).toBe(200);
    const clash = await put(url, token, { ...grown, firstIp: '10.0.3.200', lastIp: '10.0.4.10' });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 90004, message: expect.stringMatching(/"Big"/) });
  });

  it('answers 404 for a range of another tenant or an unknown one, and 400 without rangeId', async () => {
    const { url } = await start();
    const globex = await signIn(url, 'globex-admin');
    const body = { rangeId: 'range-acme-1', name: 'Mine', firstIp: '10.9.0.1', lastIp: '10.9.0.2' };
    expect((await put(url, globex, body)).status).toBe(404);
    const deleted = await call<ErrorBody>(url, '/tenant/ranges/?rangeId=range-acme-1', {
      method: 'DELETE',
      token: globex,
    });
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.code).toBe(10404);
    const missing = await call<ErrorBody>(url, '/tenant/ranges/', { method: 'DELETE', token: globex });
    expect(missing.status).toBe(400);
    expect(await list(url, await signIn(url, 'admin'))).toHaveLength(1);
  });

  it('needs a session and an admin permission', async () => {
    const { url } = await start();
    expect((await call<ErrorBody>(url, '/tenant/ranges')).body.error.code).toBe(10006);
    const viewer = await call<ErrorBody>(url, '/tenant/ranges', { token: await signIn(url, 'viewer') });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error.code).toBe(10403);
  });
});
