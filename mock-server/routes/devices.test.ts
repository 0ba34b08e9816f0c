import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Device } from '../db/types';
import { call, mockServers, signIn, type ErrorBody, type OkBody } from '../test/harness';
import { TENANT_CHECK_MAX } from '../../src/contract/constants';

const { start } = mockServers();
type DeviceList = OkBody<{ items: Omit<Device, 'tenantId'>[] }>;

describe('devices', () => {
  it('lists the caller tenant devices only, in the console shape', async () => {
    const { url, store } = await start({ devices: 40 });
    const acme = await call<DeviceList>(url, '/device/all', { token: await signIn(url, 'admin') });
    expect(acme.status).toBe(200);
    expect(acme.body.success).toBe(true);
    expect(acme.body.result.items).toHaveLength(40);
    expect(acme.body.result.items[0]).not.toHaveProperty('tenantId');
    expect(acme.body.result.items[0]).toEqual(
      (({ tenantId: _tenantId, ...rest }) => rest)(
        store.data.devices.find((d) => d.id === 'dev-00001') as Device,
      ),
    );
    const globex = await call<DeviceList>(url, '/device/all', { token: await signIn(url, 'globex-admin') });
    const globexIds = store.data.devices.filter((d) => d.tenantId === 'globex').map((d) => d.id);
    expect(globex.body.result.items.map((item) => item.id)).toEqual(globexIds);
  });

  it('reads one device, and a device of another tenant does not exist for the caller', async () => {
    const { url } = await start();
    const admin = await signIn(url, 'admin');
    const one = await call<OkBody<Device>>(url, '/device?id=dev-00003', { token: admin });
    expect(one.body.result).toMatchObject({ id: 'dev-00003', type: 'FBD', modelId: 'TD-0360' });
    const globex = await signIn(url, 'globex-admin');
    for (const [path, token] of [
      ['/device?id=dev-00003', globex],
      ['/device?id=dev-99999', admin],
      ['/device?id=dev-00041', admin],
    ]) {
      const answer = await call<ErrorBody>(url, path, { token });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(10404);
    }
    expect((await call<ErrorBody>(url, '/device', { token: admin })).status).toBe(400);
  });

  it('tells for each id whether it is a device of the caller tenant, and its name', async () => {
    const { url, store } = await start();
    const admin = await signIn(url, 'admin');
    const globexId = store.data.devices.find((d) => d.tenantId === 'globex')?.id;
    const own = store.data.devices.find((d) => d.id === 'dev-00002');
    type Check = OkBody<{ items: { id: string; inTenant: boolean; name: string | null }[] }>;
    const answer = await call<Check>(
      url,
      `/device/tenant?deviceIds=dev-00002,%20nope,${globexId},dev-00002,`,
      { token: admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.result.items).toEqual([
      { id: 'dev-00002', inTenant: true, name: own?.name },
      { id: 'nope', inTenant: false, name: null },
      { id: globexId, inTenant: false, name: null },
    ]);
    const globex = await call<Check>(url, `/device/tenant?deviceIds=${globexId}`, {
      token: await signIn(url, 'globex-admin'),
    });
    expect(globex.body.result.items[0]).toMatchObject({ id: globexId, inTenant: true });
    for (const path of ['/device/tenant', '/device/tenant?deviceIds=,,']) {
      const refused = await call<ErrorBody>(url, path, { token: admin });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe(10400);
    }
    const tooMany = Array.from({ length: TENANT_CHECK_MAX + 1 }, (_, index) => `d${index}`).join(',');
    expect((await call<ErrorBody>(url, `/device/tenant?deviceIds=${tooMany}`, { token: admin })).status).toBe(
      400,
    );
    const contributor = await call<ErrorBody>(url, '/device/tenant?deviceIds=dev-00002', {
      token: await signIn(url, 'contributor'),
    });
    expect(contributor.status).toBe(403);
  });

  it('refuses users without an admin permission with 403 code 10403, never a session code', async () => {
    const { url } = await start();
    for (const username of ['contributor', 'contentadmin', 'viewer']) {
      const token = await signIn(url, username);
      for (const path of ['/device/all', '/device?id=dev-00001']) {
        const answer = await call<ErrorBody>(url, path, { token });
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe(10403);
        expect(answer.body.error.message).toMatch(/Permission denied.*devices\.edit/);
      }
    }
  });

  it('answers from the cache until the devices change', async () => {
    const { url, store } = await start();
    const token = await signIn(url, 'admin');
    const first = await call<DeviceList>(url, '/device/all', { token });
    const etag = first.headers.get('etag') ?? '';
    // fetch adds "cache-control: no-cache" to conditional requests, so ask with node:http as a browser cache would.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const headers = { authorization: `Bearer ${token}`, 'if-none-match': etag };
      get(`${url}/device/all`, { headers }, (response) => resolve(response.resume().statusCode)).on(
        'error',
        reject,
      );
    });
    expect(status).toBe(304);
    store.data.devices[0].name = 'Renamed lobby screen';
    store.changed('devices');
    const changed = await call<DeviceList>(url, '/device/all', { token });
    expect(changed.body.result.items[0].name).toBe('Renamed lobby screen');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  // How fast is the device-all-10000 benchmark's figure (npm run bench), not a timed test.
  it('answers 10,000 devices, the same list each time', async () => {
    const { url } = await start({ devices: 10_000 });
    const token = await signIn(url, 'admin');
    const answers: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const response = await fetch(`${url}/device/all`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    expect(answers[0].length).toBeGreaterThan(1_000_000);
    expect(answers[1]).toBe(answers[0]);
    expect((JSON.parse(answers[0]) as DeviceList).result.items).toHaveLength(10_000);
  });
});
