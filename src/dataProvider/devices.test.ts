import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { createFakeHttpClient, requestsOf } from '../test/fakeHttpClient';
import { ApiError } from './apiError';
import { TENANT_CHECK_MAX } from '../config';
import { createDevicesApi, UnlinkError } from './devices';
import type { HttpClient } from './httpClient';
import { errorMessageKey } from './errorCodes';
import { createLookupsApi } from './lookups';

const DC = 'http://dc.test';
const urls = { platform: () => 'http://platform.test', dc: () => DC };
const configurations = [{ order: 0, appType: 'FBD' }];

describe('device calls', () => {
  it("asks which devices are the tenant's in parts of TENANT_CHECK_MAX ids, in the order asked", async () => {
    const asked: string[] = [];
    const http = vi.fn(async (url: string) => {
      asked.push(url);
      const ids = (new URL(url).searchParams.get('deviceIds') ?? '').split(',');
      return {
        items: ids.map((id) => ({ id, inTenant: id !== 'd2', name: id === 'd2' ? null : `N ${id}` })),
      };
    });
    const changed = vi.fn();
    const api = createDevicesApi(http as unknown as HttpClient, urls, changed);
    const ids = Array.from({ length: TENANT_CHECK_MAX + 2 }, (_, index) => `d${index}`);
    const answer = await api.devicesInTenant(ids);
    expect(asked).toHaveLength(2);
    expect(asked[0]?.startsWith(`${DC}/device/tenant?deviceIds=d0%2Cd1%2Cd2%2C`)).toBe(true);
    expect(new URL(asked[1] ?? '').searchParams.get('deviceIds')).toBe(
      `d${TENANT_CHECK_MAX},d${TENANT_CHECK_MAX + 1}`,
    );
    expect(answer.map((item) => item.id)).toEqual(ids);
    expect(answer[2]).toEqual({ id: 'd2', inTenant: false, name: null });
    // d2 left the tenant: the kept device list is forgotten.
    expect(changed).toHaveBeenCalledTimes(1);
    await api.devicesInTenant(['d0', 'd1']);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await api.devicesInTenant([])).toEqual([]);
    expect(asked).toHaveLength(3);
  });

  it('reads info and screenshots, and asks for a screenshot and a configuration reload', async () => {
    const shots = [{ deviceId: 'd1', takenAt: null, image: null, requestedAt: null }];
    const fake = createFakeHttpClient({
      [`${DC}/device/info?id=d1`]: { id: 'd1' },
      [`${DC}/device/screenshot?thumbnail=false&devices=d1%2Cd2`]: shots,
      [`POST ${DC}/device/screenshot/request?deviceId=d1`]: { deviceId: 'd1', requestedAt: 'now' },
      [`POST ${DC}/device/configuration/reload?deviceId=d2`]: { deviceId: 'd2', requestedAt: 'now' },
    });
    const api = createDevicesApi(fake.http, urls);
    expect(await api.deviceInfo('d1')).toEqual({ id: 'd1' });
    expect(await api.deviceScreenshots(['d1', 'd2'])).toEqual(shots);
    await api.requestScreenshot('d1');
    await api.reloadConfiguration('d2');
    expect(requestsOf(fake.spy)).toHaveLength(4);
  });

  it('creates a configuration with POST and updates it with PUT and the id', async () => {
    const fake = createFakeHttpClient({
      [`POST ${DC}/device/configuration?deviceId=d1`]: ({ body }: { body?: unknown }) => ({
        id: 'cfg-1',
        body,
      }),
      [`PUT ${DC}/device/configuration?deviceId=d1`]: ({ body }: { body?: unknown }) => ({
        id: 'cfg-1',
        body,
      }),
    });
    const changed = vi.fn();
    const api = createDevicesApi(fake.http, urls, changed);
    await api.saveDeviceConfiguration('d1', { configurations } as never);
    await api.saveDeviceConfiguration('d1', { id: 'cfg-1', configurations } as never);
    expect(requestsOf(fake.spy)).toEqual([
      `POST ${DC}/device/configuration?deviceId=d1`,
      `PUT ${DC}/device/configuration?deviceId=d1`,
    ]);
    expect(fake.spy.mock.calls[1][1]?.body).toEqual({ id: 'cfg-1', configurations });
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('sends group and label as {value} and forgets the cached list after each write', async () => {
    const fake = createFakeHttpClient({
      [`POST ${DC}/device/group?id=d1`]: {},
      [`POST ${DC}/device/label?id=d1`]: {},
    });
    const changed = vi.fn();
    const api = createDevicesApi(fake.http, urls, changed);
    await api.setDeviceGroup('d1', 'Lobby');
    await api.setDeviceLabel('d1', 'Main entrance');
    expect(fake.spy.mock.calls.map(([, options]) => options?.body)).toEqual([
      { value: 'Lobby' },
      { value: 'Main entrance' },
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('unlinks with DELETE isDevice=false and reports a failure as {errorCode, errorMessage, errorType OTHERS}', async () => {
    const fake = createFakeHttpClient({
      [`DELETE ${DC}/device?isDevice=false&id=d1`]: {},
      [`DELETE ${DC}/device?isDevice=false&id=d2`]: () => {
        throw new ApiError(10404, 'Device d2 not found', 404);
      },
      [`DELETE ${DC}/device?isDevice=false&id=d3`]: () => {
        throw new HttpError('expired', 401, { code: 10005 });
      },
    });
    const changed = vi.fn();
    const api = createDevicesApi(fake.http, urls, changed);
    await api.unlinkDevice('d1');
    const failure = await api.unlinkDevice('d2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnlinkError);
    expect(failure).toMatchObject({
      errorCode: 10404,
      errorMessage: 'Device d2 not found',
      errorType: 'OTHERS',
    });
    expect(errorMessageKey(failure)).toBe('dm.errors.code.10404');
    // A session error stays a 401 so that the console signs out.
    const session = await api.unlinkDevice('d3').catch((error: unknown) => error);
    expect(session).not.toBeInstanceOf(UnlinkError);
    expect((session as HttpError).status).toBe(401);
    expect(changed).toHaveBeenCalledTimes(3);
  });
});

describe('lookups', () => {
  it('reads each lookup from its documented path', async () => {
    const fake = createFakeHttpClient({
      [`${DC}/tenant/regions`]: [{ id: 'r1', name: 'North' }],
      [`${DC}/tenant/buildings`]: { items: [{ id: 'b1' }] },
      [`${DC}/tenant/rooms/?regionId=r1&showNonReservable=true`]: [{ id: 'room1' }],
      [`${DC}/tenant/floors/?regionId=r1`]: [{ id: 'f1' }],
      [`${DC}/tenant/locations`]: null,
      [`${DC}/profile/all?type=RD`]: { items: [{ id: 'p1' }] },
      [`${DC}/theme/all?type=FD`]: { items: [{ id: 't1' }] },
    });
    const api = createLookupsApi(fake.http, urls);
    expect(await api.regions()).toEqual([{ id: 'r1', name: 'North' }]);
    expect(await api.buildings()).toEqual([{ id: 'b1' }]);
    expect(await api.rooms('r1', true)).toEqual([{ id: 'room1' }]);
    expect(await api.floors('r1')).toEqual([{ id: 'f1' }]);
    expect(await api.locations()).toEqual([]);
    expect(await api.profilesOfType('RD')).toEqual([{ id: 'p1' }]);
    expect(await api.themesOfType('FD')).toEqual([{ id: 't1' }]);
  });

  it('reads every location level the documents name, and any other as none', async () => {
    const place = (id: string, level?: unknown) => ({ id, name: id, parentId: null, level });
    const fake = createFakeHttpClient({
      [`${DC}/tenant/locations`]: [place('a', 'room'), place('b', 'none'), place('c', 'Wing'), place('d')],
    });
    const levels = (await createLookupsApi(fake.http, urls).locations()).map(({ id, level }) => [id, level]);
    expect(levels).toEqual([
      ['a', 'room'],
      ['b', 'none'],
      ['c', 'none'],
      ['d', 'none'],
    ]);
  });
});
